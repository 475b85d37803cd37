import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

export interface FeedAddressProps {
  /** Whether a private address exists; its URL is only known right after it is made. */
  feedActive: boolean;
  feedUrl: string | null;
  /** When a password reset turned the address off; null when it did not (docs/calendar.md). */
  feedResetAt?: string | null;
  onNewFeed: () => void;
  onRevokeFeed: () => void;
  feedBusy?: boolean;
}

/**
 * The private subscription address: a secret in the URL lets calendar programs follow the
 * calendar without signing in. Only its hash is kept, so it is shown once, when made.
 */
export function FeedAddress({
  feedActive,
  feedUrl,
  feedResetAt,
  onNewFeed,
  onRevokeFeed,
  feedBusy,
}: FeedAddressProps) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        <FormattedMessage id="calendar.feed.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={feedActive ? 'calendar.feed.active' : 'calendar.feed.inactive'} />
      </Typography>
      {feedResetAt && !feedActive && (
        <Alert severity="warning">
          <FormattedMessage
            id="calendar.feed.resetByPassword"
            values={{
              date: intl.formatDate(feedResetAt, { dateStyle: 'long', timeStyle: 'short' }),
            }}
          />
        </Alert>
      )}
      {feedUrl && (
        <TextField
          label={intl.formatMessage({ id: 'calendar.feed.url' })}
          value={feedUrl}
          size="small"
          slotProps={{
            htmlInput: {
              readOnly: true,
              onFocus: (event: { target: HTMLInputElement }) => event.target.select(),
            },
          }}
          helperText={intl.formatMessage({ id: 'calendar.feed.copyNow' })}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={onNewFeed} loading={feedBusy}>
          <FormattedMessage id={feedActive ? 'calendar.feed.regenerate' : 'calendar.feed.create'} />
        </Button>
        {feedActive && (
          <Button color="error" size="small" onClick={onRevokeFeed} disabled={feedBusy}>
            <FormattedMessage id="calendar.feed.revoke" />
          </Button>
        )}
      </Box>
    </Box>
  );
}
