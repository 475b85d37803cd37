import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { SlowLoadingHint } from '@/components/shared/SlowLoadingHint';

/** The placeholder's shape: rows of blocks, in one column unless said. */
export interface SkeletonShape {
  rows: number;
  rowHeight: number;
  columns?: number;
  /** Space between blocks, in pixels. */
  gap?: number;
}

export interface QuerySkeletonProps {
  shape: SkeletonShape;
  /** The placeholder's accessible name, e.g. "Loading your files". */
  label: string;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

/** The hint's line is never taller than this, even over a tall block. */
const HINT_HEIGHT = 48;

/** Blocks where the answer will be, and after 3 s the "still loading" hint (docs/product.md §7). */
export function QuerySkeleton({ shape, label, slowThresholdMs }: QuerySkeletonProps) {
  const { rows, rowHeight, columns = 1, gap = 8 } = shape;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          display: 'grid',
          gap: `${gap}px`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        }}
      >
        {Array.from({ length: rows * columns }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={rowHeight} />
        ))}
      </Box>
      {/* The hint lies over the last row rather than on a line below it: a line that came and
          went moved everything under the list or widget. */}
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          height: Math.min(rowHeight, HINT_HEIGHT),
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
