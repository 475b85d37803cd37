import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/shared/SubmitButton';

export interface SettingsActionsProps {
  onCancel: () => void;
  cancelLabel: ReactNode;
  saveLabel: ReactNode;
  /** The save is on its way: Save shows it and cannot go twice. */
  saving: boolean;
  /** Save is off while there is nothing it could send (a field is wrong, nothing changed). */
  saveDisabled?: boolean;
}

/** A settings form's Cancel and Save; Save submits the form it sits in. */
export function SettingsActions({
  onCancel,
  cancelLabel,
  saveLabel,
  saving,
  saveDisabled,
}: SettingsActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <SubmitButton pending={saving} disabled={saveDisabled} size="medium" fullWidth={false}>
        {saveLabel}
      </SubmitButton>
    </DialogActions>
  );
}
