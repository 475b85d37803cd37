import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorMessage } from '@/hooks/useErrorMessage';

export interface RetryAlertProps {
  /** What could not be done, e.g. "Your files could not be loaded." */
  title?: ReactNode;
  /** The failure: its reason is said in the user's words (useErrorMessage). */
  error?: unknown;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A failed load: what failed and why, with the one button that asks again. */
export function RetryAlert({ title, error, onRetry, sx }: RetryAlertProps) {
  const describe = useErrorMessage();
  const reason = error === undefined || error === null ? null : describe(error);
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          <FormattedMessage id="cache.retry" />
        </Button>
      }
    >
      {title}
      {title && reason ? ' ' : null}
      {reason}
    </Alert>
  );
}
