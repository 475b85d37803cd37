import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import { APP_VERSION } from '@/config';

export function VersionChip() {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      label={APP_VERSION}
      aria-label={intl.formatMessage({ id: 'menu.version' }, { version: APP_VERSION })}
    />
  );
}
