export { MotionProvider, type MotionProviderProps } from './MotionProvider';
