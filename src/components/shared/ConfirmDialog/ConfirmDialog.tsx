import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { TitledDialog, type TitledDialogProps } from '@/components/shared/TitledDialog';

export interface ConfirmDialogProps extends Pick<TitledDialogProps, 'open' | 'disablePortal'> {
  /** The question, read by screen readers as the dialog opens. */
  title: ReactNode;
  /** What confirming does, read after the title. */
  body: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmation is under way: its button shows progress. */
  busy?: boolean;
}

/** A step that cannot be taken back (delete forever, leave a calendar) asks first, in red. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { body, cancelLabel, confirmLabel, onConfirm, onCancel, busy, ...frame } = props;
  return (
    <TitledDialog
      {...frame}
      onClose={onCancel}
      description={body}
      maxWidth="xs"
      fullWidth={false}
      actions={
        <>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
