export * from './NavItem';
