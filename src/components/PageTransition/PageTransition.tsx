import { m } from 'framer-motion';
import type { ReactNode } from 'react';
import { TRANSITION_DURATIONS } from '@/config';
import { useMotionReduced } from '@/components/Motion/useMotionReduced';

export interface PageTransitionProps {
  children: ReactNode;
}

const SECONDS = TRANSITION_DURATIONS.page / 1000;

/**
 * Fades a page in with a slight scale. The caller keys it by location so each route change
 * replays it; under reduced motion the page appears at once (framer-motion alone would still fade).
 */
export function PageTransition({ children }: PageTransitionProps) {
  const reduced = useMotionReduced();
  return (
    <m.div
      data-testid="page-transition"
      initial={reduced ? false : { opacity: 0, scale: 0.98 }}
      animate={{ opacity: 1, scale: 1 }}
      transition={{ duration: reduced ? 0 : SECONDS, ease: 'easeOut' }}
      style={{ transformOrigin: 'top center' }}
    >
      {children}
    </m.div>
  );
}
