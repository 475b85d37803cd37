import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TRANSITION_DURATIONS } from '@/config';
import { useMotionReduced } from '@/components/Motion/useMotionReduced';

export interface PageTransitionProps {
  children: ReactNode;
}

const SECONDS = TRANSITION_DURATIONS.page / 1000;

// A CSS animation, not a motion engine: every page (sign-in first) shows without loading one
// (docs/performance.md).
const pageIn = keyframes`
  from { opacity: 0; transform: scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/**
 * Fades a page in with a slight scale. The caller keys it by location so each route change
 * replays it; under reduced motion the page appears at once.
 */
export function PageTransition({ children }: PageTransitionProps) {
  const reduced = useMotionReduced();
  return (
    <Box
      data-testid="page-transition"
      sx={{
        transformOrigin: 'top center',
        animation: reduced ? 'none' : `${pageIn} ${SECONDS}s ease-out both`,
      }}
    >
      {children}
    </Box>
  );
}
