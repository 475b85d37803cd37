export { MotionProvider, type MotionProviderProps } from './MotionProvider';
export { MotionScope, type MotionScopeProps } from './MotionScope';
export { useMotionReduced } from './useMotionReduced';
