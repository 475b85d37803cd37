import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';

export interface CloseButtonProps {
  /** Message id of the accessible name (the icon alone says nothing to a screen reader). */
  labelId: string;
  onClick: () => void;
}

/** The close icon on snackbars and notifications, in the colour of the surface it sits on. */
export function CloseButton({ labelId, onClick }: CloseButtonProps) {
  const intl = useIntl();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={intl.formatMessage({ id: labelId })}
      onClick={onClick}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
