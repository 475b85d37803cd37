export { SlowLoadingHint, type SlowLoadingHintProps } from './SlowLoadingHint';
