import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

export interface ConfirmActionsProps {
  onCancel: () => void;
  cancelLabel: ReactNode;
  /** Cancel is off while the action runs and cannot be stopped. */
  cancelDisabled?: boolean;
  confirmLabel: ReactNode;
  /** What the primary button does; left out when it submits `form`. */
  onConfirm?: () => void;
  /** The id of the form the primary button submits from outside it. */
  form?: string;
  /** The action is under way: its button shows progress and cannot go twice. */
  pending?: boolean;
  /** The action cannot run yet (nothing chosen, nothing to add). */
  confirmDisabled?: boolean;
  /** Red for a step that cannot be taken back. */
  color?: ButtonProps['color'];
}

/** A dialog's foot: Cancel, then its one primary action (save, create, delete…). */
export function ConfirmActions({
  onCancel,
  cancelLabel,
  cancelDisabled,
  confirmLabel,
  onConfirm,
  form,
  pending,
  confirmDisabled,
  color,
}: ConfirmActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button
        type={form ? 'submit' : undefined}
        form={form}
        onClick={onConfirm}
        color={color}
        variant="contained"
        loading={pending}
        disabled={confirmDisabled}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
