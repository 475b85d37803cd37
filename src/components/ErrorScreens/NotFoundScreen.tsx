import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from '@/components/StatusScreen';

/** The 404 screen: the page at /auth/pages/error, unknown paths, and thrown 404s. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      mark="404"
      title={<FormattedMessage id="notFound.title" />}
      description={<FormattedMessage id="notFound.description" />}
    >
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="utility.backHome" />
      </Button>
    </StatusScreen>
  );
}
