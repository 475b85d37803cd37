import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { SlowLoadingHint } from '@/components/SlowLoadingHint';

export interface WidgetStatusProps {
  status: 'loading' | 'error';
  /** The skeleton's accessible name, e.g. "Loading today's events". */
  loadingLabel: string;
  /** The sentence of the error alert. */
  error: ReactNode;
  /** The label of the alert's retry button. */
  retryLabel: ReactNode;
  onRetry: () => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

/**
 * A listed row of two single lines (a note, an event, a file) in a dense list. Each widget's body
 * reserves its longest list in these rows, so its answer moves nothing below it.
 */
export const WIDGET_ROW_HEIGHT = 62;

/** Rows a widget's skeleton shows, about the height of a short list of two-line items. */
const SKELETON_ROWS = [0, 1, 2];
const SKELETON_ROW_HEIGHT = 48;
const SKELETON_GAP = 8;
/**
 * A widget's body is never shorter than its skeleton, so an answer that is short (or empty) does
 * not pull up what is below it: Home's first paint has no layout shift (docs/performance.md).
 */
export const WIDGET_BODY_MIN_HEIGHT =
  SKELETON_ROWS.length * SKELETON_ROW_HEIGHT + (SKELETON_ROWS.length - 1) * SKELETON_GAP;

/** A Home widget's body before it has content: a skeleton while loading, or an error with retry. */
export function WidgetStatus({
  status,
  loadingLabel,
  error,
  retryLabel,
  onRetry,
  slowThresholdMs,
}: WidgetStatusProps) {
  if (status === 'loading') {
    return (
      <Box sx={{ position: 'relative' }}>
        <Box
          role="progressbar"
          aria-label={loadingLabel}
          sx={{ display: 'grid', gap: `${SKELETON_GAP}px` }}
        >
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} variant="rounded" height={SKELETON_ROW_HEIGHT} />
          ))}
        </Box>
        {/* The hint takes the last row's place rather than a line below it: a line that comes
            and goes moved the widgets under this one (docs/performance.md). */}
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            height: SKELETON_ROW_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            '&:has([role="status"]:not(:empty))': { bgcolor: 'background.paper' },
          }}
        >
          <SlowLoadingHint loading thresholdMs={slowThresholdMs} />
        </Box>
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          {retryLabel}
        </Button>
      }
    >
      {error}
    </Alert>
  );
}
