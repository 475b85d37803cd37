import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useSlowLoading } from '@/hooks/useSlowLoading';

export interface SlowLoadingHintProps {
  /** Whether the data is still loading; the hint appears after 3 s of it. */
  loading: boolean;
  /** Override of the threshold, for stories. */
  thresholdMs?: number;
}

/** "Still loading…": says a slow answer is on its way rather than leaving a silent spinner. */
export function SlowLoadingHint({ loading, thresholdMs }: SlowLoadingHintProps) {
  const slow = useSlowLoading(loading, thresholdMs);
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 24 }}>
      {slow && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <HourglassBottomRounded fontSize="small" aria-hidden />
          <FormattedMessage id="cache.slowLoading" />
        </Typography>
      )}
    </Box>
  );
}
