export * from './HorizontalBar';
