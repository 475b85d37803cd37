import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

export interface DraftOfferProps {
  /** When the draft was last changed. */
  savedAt: string | Date;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back unsaved changes found for this editor (after the session ended mid-edit). */
export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  const when = new Date(savedAt);
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, alignItems: 'flex-start' }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" onClick={onDiscard}>
            <FormattedMessage id="draft.offer.discard" />
          </Button>
          <Button color="primary" variant="contained" size="small" onClick={onRestore}>
            <FormattedMessage id="draft.offer.restore" />
          </Button>
        </Box>
      }
    >
      <AlertTitle>
        <FormattedMessage id="draft.offer.title" />
      </AlertTitle>
      <FormattedMessage id="draft.offer.body" values={{ savedAt: when }} />
    </Alert>
  );
}
