import { MarkEmailUnreadOutlined } from '@mui/icons-material';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LaunchSignupForm } from '@/components/LaunchSignupForm';
import { StatusScreen } from '@/components/StatusScreen';
import { accountCalls } from '@/state/session/accountCalls';

export function ComingSoon2Page() {
  return (
    <StatusScreen
      mark={<MarkEmailUnreadOutlined />}
      title={<FormattedMessage id="comingSoon.title" />}
      description={<FormattedMessage id="comingSoon2.description" />}
    >
      <LaunchSignupForm
        onSubscribe={async (email) => void (await accountCalls.subscribeLaunchNews({ email }))}
      />
      <Button component={RouterLink} to="/">
        <FormattedMessage id="utility.backHome" />
      </Button>
    </StatusScreen>
  );
}

export default ComingSoon2Page;
