import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { CloseButton } from './CloseButton';

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
        <Button
          color="inherit"
          size="small"
          onClick={onUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          sx={{ fontWeight: 700 }}
        >
          {intl.formatMessage({ id: 'snackbar.undo' })}
        </Button>
      )}
      {showClose && <CloseButton labelId="snackbar.close" onClick={onClose} />}
    </>
  );
}
