export * from './MinimalLayout';
