import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '@/routes/paths';

export interface BackHomeButtonProps {
  variant?: 'text' | 'contained';
  /** Load home afresh (after a crash, the app's state may be what broke). */
  reloadDocument?: boolean;
}

/** Every status screen's way out. */
export function BackHomeButton({ variant = 'text', reloadDocument = false }: BackHomeButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={PATHS.home}
      variant={variant}
      {...(reloadDocument ? { reloadDocument } : {})}
    >
      <FormattedMessage id="utility.backHome" />
    </Button>
  );
}
