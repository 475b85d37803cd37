import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DraftOffer } from '@/components/DraftOffer';
import { useDraft } from '@/hooks/useDraft';
import { flowNoteSchema, useSaveFlowNoteMutation } from './flowApi';

/**
 * A minimal editor for the session-expired flow: every keystroke is kept as a draft; Save sends
 * it through the real client and cache, so a 401 there behaves as on any page.
 */
export function FlowEditor() {
  const location = useLocation();
  const [text, setText] = useState('');
  const draft = useDraft('flow-note', flowNoteSchema);
  const [save, { isSuccess, isLoading }] = useSaveFlowNoteMutation();
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Meeting notes
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Address: <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      </Typography>
      {draft.offered && (
        <DraftOffer
          savedAt={draft.offered.savedAt}
          onRestore={() => setText(draft.restore()?.text ?? '')}
          onDiscard={draft.discard}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <TextField
          label="Note"
          multiline
          minRows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            draft.keep({ text: event.target.value });
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button
            variant="contained"
            disabled={isLoading}
            onClick={() =>
              void save({ text })
                .unwrap()
                .then(draft.clear, () => undefined)
            }
          >
            Save
          </Button>
          <output data-testid="save-state">{isSuccess ? 'Saved' : ''}</output>
        </Box>
      </Paper>
    </Box>
  );
}
