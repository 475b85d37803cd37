import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import { formSubmit } from '@/lib/formSubmit';

export interface BrokenNoteLinkProps {
  /** Creates a note with the title typed and points the link at it; null: read-only. */
  onCreate: ((title: string) => Promise<boolean>) | null;
}

/**
 * A link whose note is gone (deleted, in the trash, or never there): struck through in the
 * error colour and named as broken, and it offers to create a note to point at instead.
 */
export function BrokenNoteLink({ onCreate }: BrokenNoteLinkProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (!onCreate || busy) return;
    setBusy(true);
    const done = await onCreate(title.trim());
    setBusy(false);
    if (done) setAnchor(null);
  };

  return (
    <>
      <Link
        component="button"
        type="button"
        contentEditable={false}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage({ id: 'notes.links.brokenLabel' })}
        aria-haspopup="dialog"
        sx={{
          color: 'error.main',
          textDecorationLine: 'line-through',
          textDecorationStyle: 'dashed',
          verticalAlign: 'baseline',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          font: 'inherit',
        }}
      >
        <LinkOff fontSize="inherit" aria-hidden />
        <FormattedMessage id="notes.links.broken" />
      </Link>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { 'aria-label': intl.formatMessage({ id: 'notes.links.brokenTitle' }) },
          transition: { onEntered: () => field.current?.focus() },
        }}
      >
        <Box
          component="form"
          onSubmit={formSubmit(() => void submit())}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, maxInlineSize: 360 }}
        >
          <Typography variant="body2">
            <FormattedMessage id="notes.links.brokenExplained" />
          </Typography>
          {onCreate ? (
            <>
              <TextField
                size="small"
                inputRef={field}
                label={intl.formatMessage({ id: 'notes.links.newTitle' })}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.title } }}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                <FormattedMessage id="notes.links.createForBroken" />
              </Button>
            </>
          ) : null}
        </Box>
      </Popover>
    </>
  );
}
