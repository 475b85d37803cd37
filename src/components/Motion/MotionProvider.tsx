import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

export interface MotionProviderProps {
  /** Already folds in `prefers-reduced-motion`, tests and snapshots (see AppProviders). */
  reducedMotion: boolean;
  children: ReactNode;
}

/**
 * framer-motion for everything below: only the small `m` components ship up front, the
 * animation features load lazily, and reduced motion turns every animation off.
 */
export function MotionProvider({ reducedMotion, children }: MotionProviderProps) {
  return (
    <LazyMotion features={loadFeatures}>
      <MotionConfig reducedMotion={reducedMotion ? 'always' : 'never'}>{children}</MotionConfig>
    </LazyMotion>
  );
}
