export * from './Logo';
