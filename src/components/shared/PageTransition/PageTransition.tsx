import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useEffect, useState, type ReactNode } from 'react';
import { TRANSITION_DURATIONS } from '@/config';
import { useMotionReduced } from '@/components/shared/Motion/useMotionReduced';

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

let pageShown = false;

/**
 * True for the first page a document shows, for as long as it stays: a transition is a move
 * between pages, and the first page, painted from the HTML or by the entry, must show at once
 * (a fade would hold back the first contentful paint; docs/performance.md). The server's render
 * runs no effects, so it always sees the first page, as the hydrating client does.
 */
function useFirstPage(): boolean {
  const [first] = useState(() => !pageShown);
  useEffect(() => {
    pageShown = true;
  }, []);
  return first;
}

/**
 * Fades a page in with a slight scale. The caller keys it by location so each route change
 * replays it; the document's first page and, under reduced motion, every page appear at once.
 */
export function PageTransition({ children }: PageTransitionProps) {
  const reduced = useMotionReduced();
  const first = useFirstPage();
  return (
    <Box
      data-testid="page-transition"
      sx={{
        transformOrigin: 'top center',
        animation: reduced || first ? 'none' : `${pageIn} ${SECONDS}s ease-out both`,
      }}
    >
      {children}
    </Box>
  );
}
