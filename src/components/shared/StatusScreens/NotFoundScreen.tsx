import { FormattedMessage } from 'react-intl';
import { StatusScreen } from './StatusScreen';
import { BackHomeButton } from './BackHomeButton';

/** The 404 screen: the page at /auth/pages/error, unknown paths, and thrown 404s. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      mark="404"
      title={<FormattedMessage id="notFound.title" />}
      description={<FormattedMessage id="notFound.description" />}
    >
      <BackHomeButton variant="contained" />
    </StatusScreen>
  );
}
