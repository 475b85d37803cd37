export { LazyMenu } from './LazyMenu';
export { LazyMenuItem } from './LazyMenuItem';
