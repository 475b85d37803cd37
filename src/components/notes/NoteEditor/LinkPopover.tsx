import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAllowedNoteHref } from '@/api/schema/noteInput';
import { formSubmit } from '@/lib/formSubmit';

export interface LinkPopoverProps {
  anchor: HTMLElement | null;
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** An address without a scheme is taken as https, as browsers do in the address bar. */
export function normaliseHref(text: string): string {
  const trimmed = text.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return trimmed.includes('@') && !trimmed.includes('/')
    ? `mailto:${trimmed}`
    : `https://${trimmed}`;
}

export function LinkPopover({ anchor, initialHref, onApply, onRemove, onClose }: LinkPopoverProps) {
  const intl = useIntl();
  const [href, setHref] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const submit = () => {
    const next = normaliseHref(href);
    if (!href.trim() || !isAllowedNoteHref(next)) {
      setInvalid(true);
      return;
    }
    onApply(next);
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Box
        component="form"
        onSubmit={formSubmit(submit)}
        sx={{
          p: 2,
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          maxInlineSize: 420,
        }}
      >
        <TextField
          size="small"
          inputRef={field}
          label={intl.formatMessage({ id: 'notes.editor.link.address' })}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? intl.formatMessage({ id: 'notes.editor.link.invalid' }) : ' '}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="contained">
          <FormattedMessage id="notes.editor.link.apply" />
        </Button>
        {initialHref ? (
          <Button onClick={onRemove}>
            <FormattedMessage id="notes.editor.link.remove" />
          </Button>
        ) : null}
      </Box>
    </Popover>
  );
}
