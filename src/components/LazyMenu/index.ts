export { LazyMenu } from './LazyMenu';
export { LazyMenuItem } from './LazyMenuItem';
export { menuModule } from './menuModule';
