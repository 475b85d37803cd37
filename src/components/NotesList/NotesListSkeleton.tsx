import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';

/** Placeholder cards while the first page loads. */
export function NotesListSkeleton({ rowHeight, columns }: { rowHeight: number; columns: number }) {
  const intl = useIntl();
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'notes.list.loading' })}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: columns * 2 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={rowHeight} />
      ))}
    </Box>
  );
}
