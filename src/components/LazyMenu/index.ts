export { LazyMenu } from './LazyMenu';
