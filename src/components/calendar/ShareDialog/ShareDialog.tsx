import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import type { CalendarShare } from '@/api/schema';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { QueryStatus } from '@/components/shared/QueryStatus';
import { TitledDialog } from '@/components/shared/TitledDialog';
import { FeedAddress, type FeedAddressProps } from './FeedAddress';
import { formSubmit } from '@/lib/formSubmit';

export interface ShareDialogProps extends FeedAddressProps {
  open: boolean;
  onClose: () => void;
  shares: readonly CalendarShare[];
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  loadError?: unknown;
  /** Asks for the list again after a failure. */
  onRetry: () => void;
  /** Grants read access; rejects with the ApiError the server sent. */
  onGrant: (username: string) => Promise<void>;
  onRevoke: (username: string) => void;
  /** A failed revoke or feed change, shown above the list. */
  error?: ApiError | null;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

const READERS_SKELETON = { rows: 2, rowHeight: 48 };

/** Who may read my calendar: grant by username, revoke, and the private subscription address. */
export function ShareDialog(props: ShareDialogProps) {
  const {
    open,
    onClose,
    shares,
    status,
    loadError,
    onRetry,
    onGrant,
    onRevoke,
    error,
    disablePortal,
    ...feed
  } = props;
  const intl = useIntl();
  const [username, setUsername] = useState('');
  const [granting, setGranting] = useState(false);
  const [grantError, setGrantError] = useState<ApiError | null>(null);
  const unknownUser =
    grantError?.code === 'not_found' || grantError?.fields?.username === 'invalid';

  const grant = async () => {
    if (!username.trim()) return;
    setGranting(true);
    setGrantError(null);
    try {
      await onGrant(username.trim());
      setUsername('');
    } catch (failure) {
      setGrantError(toApiError(failure));
    } finally {
      setGranting(false);
    }
  };

  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      disablePortal={disablePortal}
      title={<FormattedMessage id="calendar.share.title" />}
      closeLabel={<FormattedMessage id="calendar.share.close" />}
    >
      <DialogContent>
        <Box
          component="form"
          onSubmit={formSubmit(() => void grant())}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}
        >
          <TextField
            label={intl.formatMessage({ id: 'calendar.share.username' })}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={unknownUser}
            helperText={
              unknownUser
                ? intl.formatMessage({ id: 'calendar.share.unknownUser' }, { username })
                : ' '
            }
            size="small"
            fullWidth
            autoComplete="off"
          />
          <Button
            type="submit"
            variant="contained"
            loading={granting}
            disabled={!username.trim()}
            sx={{ mt: 0.25 }}
          >
            <FormattedMessage id="calendar.share.grant" />
          </Button>
        </Box>
        {!unknownUser && <FormErrorAlert error={grantError} />}
        <FormErrorAlert error={error} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          <FormattedMessage id="calendar.share.readers" />
        </Typography>
        <QueryStatus
          query={{ status, error: loadError, onRetry }}
          messages={{ loading: 'calendar.share.loading', error: 'calendar.share.loadFailed' }}
          skeleton={READERS_SKELETON}
          empty={
            shares.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                <FormattedMessage id="calendar.share.none" />
              </Typography>
            ) : null
          }
        >
          <List dense aria-label={intl.formatMessage({ id: 'calendar.share.readers' })}>
            {shares.map((share) => (
              <ListItem
                key={share.username}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={intl.formatMessage(
                      { id: 'calendar.share.revoke' },
                      { name: share.name ?? `@${share.username}` },
                    )}
                    onClick={() => onRevoke(share.username)}
                  >
                    <PersonRemoveOutlined />
                  </IconButton>
                }
              >
                {/* A display name only when they share their own calendar with you. */}
                <ListItemText
                  primary={share.name ?? `@${share.username}`}
                  secondary={share.name ? `@${share.username}` : undefined}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        </QueryStatus>
        <Divider sx={{ my: 2 }} />
        <FeedAddress {...feed} />
      </DialogContent>
    </TitledDialog>
  );
}
