export * from './NavGroup';
