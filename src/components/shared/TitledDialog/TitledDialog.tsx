import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface TitledDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's name, read by screen readers as it opens. */
  title: ReactNode;
  /** The buttons at its foot, the one that closes it included; left out when the body is a form
   * holding its own (its submit button must sit inside it). */
  actions?: ReactNode;
  /** The body, in a DialogContent. */
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

/** The frame of a dialog (import, share, shortcuts): a title that names it, the content, the actions. */
export function TitledDialog({
  open,
  onClose,
  title,
  actions,
  children,
  maxWidth = 'sm',
  disablePortal,
}: TitledDialogProps) {
  const titleId = useId();
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
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
