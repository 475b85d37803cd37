import { MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

export interface MotionProviderProps {
  /** Already folds in `prefers-reduced-motion`, tests and snapshots (see AppProviders). */
  reducedMotion: boolean;
  children: ReactNode;
}

/**
 * The motion setting for everything below (MUI transitions and framer-motion read it). No
 * animation engine loads here: a component animating with framer-motion's `m` wraps itself in
 * `LazyMotion` with lazily loaded features, so pages without one never fetch it
 * (docs/performance.md).
 */
export function MotionProvider({ reducedMotion, children }: MotionProviderProps) {
  return <MotionConfig reducedMotion={reducedMotion ? 'always' : 'never'}>{children}</MotionConfig>;
}
