import { useReducedMotionConfig } from 'framer-motion';

/** One answer for MUI and framer-motion alike: MotionProvider's setting (or the media query). */
export function useMotionReduced(): boolean {
  return useReducedMotionConfig() ?? false;
}
