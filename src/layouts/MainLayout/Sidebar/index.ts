export * from './Sidebar';
