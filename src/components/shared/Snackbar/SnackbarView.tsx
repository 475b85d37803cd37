import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiSnackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { FormattedMessage } from 'react-intl';
import {
  carriesAction,
  type AlertColor,
  type IconVariant,
  type SnackbarState,
} from '@/state/snackbar';
import { SnackbarActions } from './SnackbarActions';
import { SNACKBAR_TRANSITION_COMPONENTS } from './snackbarTransitions';

const EMOJI: Record<AlertColor, string> = {
  success: '✅',
  info: 'ℹ️',
  warning: '⚠️',
  error: '⛔',
};

function alertIcon(iconVariant: IconVariant, color: AlertColor) {
  if (iconVariant === 'hide') return false;
  if (iconVariant === 'useemojis') return <span aria-hidden="true">{EMOJI[color]}</span>;
  return undefined;
}

/** The keys as this device names them. */
const undoKeys = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘Z' : 'Ctrl+Z';

export interface SnackbarViewProps {
  state: Omit<SnackbarState, 'messageId'>;
  /** Already translated. */
  message: string;
  /** `null` keeps it open (static previews). */
  autoHideDuration: number | null;
  onClose: (reason: SnackbarCloseReason | 'closeButton') => void;
  onUndo: () => void;
  sx?: SxProps<Theme>;
}

/** How the store snackbar looks for a given state; `Snackbar` connects it to the store. */
export function SnackbarView({
  state,
  message,
  autoHideDuration,
  onClose,
  onUndo,
  sx,
}: SnackbarViewProps) {
  const isAlert = state.variant === 'alert';
  const showUndo = carriesAction(state);
  // Read out with the message (the snackbar is an alert): the keys reach UNDO too.
  const text = (
    <>
      <span>{message}</span>
      {showUndo && (
        <Box component="span" sx={visuallyHidden}>
          {' '}
          <FormattedMessage id="snackbar.undoShortcut" values={{ keys: undoKeys() }} />
        </Box>
      )}
    </>
  );
  const actions = (
    <SnackbarActions
      showUndo={showUndo}
      showClose={state.close}
      onUndo={onUndo}
      onClose={() => onClose('closeButton')}
    />
  );
  const dense = state.dense ? { py: 0, minHeight: 0 } : {};

  return (
    <MuiSnackbar
      open={state.open}
      anchorOrigin={state.anchorOrigin}
      autoHideDuration={autoHideDuration}
      onClose={(_event, reason) => onClose(reason)}
      slots={{ transition: SNACKBAR_TRANSITION_COMPONENTS[state.transition] }}
      message={isAlert ? undefined : text}
      action={isAlert ? undefined : actions}
      slotProps={{ content: { sx: dense } }}
      sx={sx}
    >
      {isAlert ? (
        <Alert
          variant={state.alert.variant}
          severity={state.alert.color}
          icon={alertIcon(state.iconVariant, state.alert.color)}
          action={actions}
          sx={{
            width: '100%',
            ...dense,
            ...(state.alert.variant === 'outlined' && { bgcolor: 'background.paper' }),
          }}
        >
          {text}
        </Alert>
      ) : undefined}
    </MuiSnackbar>
  );
}
