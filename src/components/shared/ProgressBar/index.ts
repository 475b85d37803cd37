export * from './ProgressBar';
