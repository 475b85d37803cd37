import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoginForm, type LoginFormProps } from '@/components/account/LoginForm';

export interface LoginModalProps extends Omit<LoginFormProps, 'showForgotLink'> {
  open: boolean;
  /** Without it the dialog can only be left by signing in. */
  onClose?: () => void;
}

/** The login form in a dialog: sign in again without leaving the page and its unsaved work. */
export function LoginModal({ open, onClose, ...formProps }: LoginModalProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="login-modal-title"
      aria-describedby="login-modal-subtitle"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="login-modal-title" sx={{ paddingInlineEnd: 7 }}>
        <FormattedMessage id="auth.modal.title" />
      </DialogTitle>
      {onClose && (
        <IconButton
          aria-label={intl.formatMessage({ id: 'auth.modal.close' })}
          onClick={onClose}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>
        <Typography id="login-modal-subtitle" color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="auth.modal.subtitle" />
        </Typography>
        <LoginForm {...formProps} showForgotLink={false} />
      </DialogContent>
    </Dialog>
  );
}
