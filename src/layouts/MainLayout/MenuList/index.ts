export * from './MenuList';
export * from './MenuContext';
