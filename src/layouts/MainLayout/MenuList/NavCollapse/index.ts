export * from './NavCollapse';
