import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';

export interface SnackbarActionsProps {
  showUndo: boolean;
  showClose: boolean;
  onUndo: () => void;
  onClose: () => void;
}

/** UNDO and close, in the colour of the surface they sit on. */
export function SnackbarActions({ showUndo, showClose, onUndo, onClose }: SnackbarActionsProps) {
  const intl = useIntl();
  return (
    <>
      {showUndo && (
        <Button color="inherit" size="small" onClick={onUndo} sx={{ fontWeight: 700 }}>
          {intl.formatMessage({ id: 'snackbar.undo' })}
        </Button>
      )}
      {showClose && (
        <IconButton
          size="small"
          color="inherit"
          aria-label={intl.formatMessage({ id: 'snackbar.close' })}
          onClick={onClose}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
