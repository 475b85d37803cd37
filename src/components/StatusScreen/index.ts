export * from './StatusScreen';
