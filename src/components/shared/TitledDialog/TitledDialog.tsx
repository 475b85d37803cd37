import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

/** What every dialog is given: whether it shows, how it asks to close, and where it renders. */
export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

export interface TitledDialogProps extends DialogFrameProps {
  /** The dialog's name, read by screen readers as it opens. */
  title: ReactNode;
  /** The buttons at its foot, the one that closes it included; left out when the body is a form
   * holding its own (its submit button must sit inside it). */
  actions?: ReactNode;
  /** Instead of `actions`, for a dialog that only shows something: its one button, which closes it. */
  closeLabel?: ReactNode;
  /** The body, in a DialogContent. */
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

/** The frame of a dialog (import, share, shortcuts): a title that names it, the content, the actions. */
export function TitledDialog({
  open,
  onClose,
  title,
  actions,
  closeLabel,
  children,
  maxWidth = 'sm',
  disablePortal,
}: TitledDialogProps) {
  const titleId = useId();
  const foot = closeLabel ? <Button onClick={onClose}>{closeLabel}</Button> : actions;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      disablePortal={disablePortal}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
      {foot && <DialogActions>{foot}</DialogActions>}
    </Dialog>
  );
}
