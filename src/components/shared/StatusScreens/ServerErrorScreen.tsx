import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { StatusScreen } from './StatusScreen';
import { BackHomeButton } from './BackHomeButton';

export interface ServerErrorScreenProps {
  /** Tries again; by default the page reloads (a failed chunk or render gets a fresh start). */
  onRetry?: () => void;
  variant?: 'page' | 'embedded';
}

/** The 500 screen; also what the error boundary shows, so it lives in the entry chunk. */
export function ServerErrorScreen({
  onRetry = () => window.location.reload(),
  variant = 'page',
}: ServerErrorScreenProps) {
  return (
    <StatusScreen
      variant={variant}
      mark="500"
      title={<FormattedMessage id="serverError.title" />}
      description={<FormattedMessage id="serverError.description" />}
    >
      <Button variant="contained" onClick={onRetry}>
        <FormattedMessage id="serverError.retry" />
      </Button>
      <BackHomeButton reloadDocument />
    </StatusScreen>
  );
}
