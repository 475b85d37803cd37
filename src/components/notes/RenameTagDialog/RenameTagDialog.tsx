import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import { isUnderTag, retagged } from '@/api/schema/noteTags';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { SubmitButton } from '@/components/shared/SubmitButton';
import { TitledDialog } from '@/components/shared/TitledDialog';
import { formSubmit } from '@/lib/formSubmit';

export interface RenameTagDialogProps {
  open: boolean;
  /** The tag to rename or move. */
  tag: string;
  /** Tags in use, so a name too long for a nested tag is caught before sending. */
  tags: readonly string[];
  /** Resolves once renamed; rejects with an ApiError. */
  onRename: (to: string) => Promise<void>;
  onClose: () => void;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

type Problem = 'required' | 'same' | 'too_long';

/** Rename a tag, or move it by its path (`clients/acme`), with every tag nested under it. */
export function RenameTagDialog(props: RenameTagDialogProps) {
  const { open, tag, onClose, disablePortal } = props;
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      disablePortal={disablePortal}
      maxWidth="xs"
      title={<FormattedMessage id="notes.tags.rename.title" />}
    >
      {/* Mounted per tag, so the field starts from the tag's name. */}
      {open && <RenameTagForm key={tag} {...props} />}
    </TitledDialog>
  );
}

function RenameTagForm({ tag, tags, onRename, onClose }: RenameTagDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(tag);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (to: string): Problem | null => {
    if (!to) return 'required';
    if (to === tag) return 'same';
    const nested = tags.filter((each) => isUnderTag(each, tag));
    const longest = retagged(nested, tag, to).some((each) => each.length > NOTE_LIMITS.tag);
    return to.length > NOTE_LIMITS.tag || longest ? 'too_long' : null;
  };

  const submit = async () => {
    const to = name.trim().toLowerCase();
    const found = check(to);
    setProblem(found);
    if (found) return;
    setBusy(true);
    setError(null);
    try {
      await onRename(to);
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.fields?.to === 'too_long') setProblem('too_long');
      else setError(apiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={formSubmit(() => void submit())}>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <FormErrorAlert error={error} fieldNames={['to']} />
        <TextField
          label={intl.formatMessage({ id: 'notes.tags.rename.field' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem !== null}
          helperText={intl.formatMessage(
            { id: problem ? `notes.tags.rename.${problem}` : 'notes.tags.rename.help' },
            { max: NOTE_LIMITS.tag },
          )}
          slotProps={{ htmlInput: { dir: 'auto', spellCheck: false } }}
        />
      </DialogContent>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="notes.tags.rename.cancel" />
        </Button>
        <SubmitButton pending={busy} fullWidth={false} size="medium">
          <FormattedMessage id="notes.tags.rename.save" />
        </SubmitButton>
      </Box>
    </Box>
  );
}
