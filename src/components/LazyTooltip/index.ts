export { LazyTooltip } from './LazyTooltip';
