import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

/** What every dialog is given: whether it shows, how it asks to close, and where it renders. */
export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

export interface TitledDialogProps extends Omit<DialogFrameProps, 'onClose'> {
  /** Left out where Escape or a click outside would lose work: then only an action closes it. */
  onClose?: () => void;
  /** The dialog's name, read by screen readers as it opens. */
  title: ReactNode;
  /** What it asks or tells, read by screen readers after the title; the children follow it. */
  description?: ReactNode;
  /** The buttons at its foot, the one that closes it included; left out when the body is a form
   * holding its own (its submit button must sit inside it). */
  actions?: ReactNode;
  /** Instead of `actions`, for a dialog that only shows something: its one button, which closes it. */
  closeLabel?: ReactNode;
  /** The body: in a DialogContent of its own, or below the description. */
  children?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Off for a short question, which keeps to its words' width. */
  fullWidth?: boolean;
}

/**
 * The frame of every dialog (import, share, confirm, a conflict): a title that names it, what it
 * asks, the content, the actions.
 */
export function TitledDialog({
  title,
  description,
  actions,
  closeLabel,
  children,
  maxWidth = 'sm',
  fullWidth = true,
  ...frame
}: TitledDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const foot = closeLabel ? <Button onClick={frame.onClose}>{closeLabel}</Button> : actions;
  return (
    <Dialog
      {...frame}
      fullWidth={fullWidth}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {description ? (
        <DialogContent>
          <DialogContentText id={descriptionId} sx={children ? { mb: 2 } : undefined}>
            {description}
          </DialogContentText>
          {children}
        </DialogContent>
      ) : (
        children
      )}
      {foot && <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>{foot}</DialogActions>}
    </Dialog>
  );
}
