import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';

export function NotificationCloseButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={intl.formatMessage({ id: 'notifications.close' })}
      onClick={onClick}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
