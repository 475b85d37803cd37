export * from './MainLayout';
