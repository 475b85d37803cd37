import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from '../../components/StatusScreen';

export function NotFoundPage() {
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

export default NotFoundPage;
