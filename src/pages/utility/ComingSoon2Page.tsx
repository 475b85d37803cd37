import { MarkEmailUnreadOutlined } from '@mui/icons-material';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LaunchSignupForm } from '@/components/LaunchSignupForm';
import { StatusScreen } from '@/components/StatusScreen';
import { useSubscribeLaunchNewsMutation } from '@/state/api/accountApi';

export function ComingSoon2Page() {
  const [subscribe] = useSubscribeLaunchNewsMutation();
  return (
    <StatusScreen
      mark={<MarkEmailUnreadOutlined />}
      title={<FormattedMessage id="comingSoon.title" />}
      description={<FormattedMessage id="comingSoon2.description" />}
    >
      <LaunchSignupForm onSubscribe={async (email) => void (await subscribe({ email }).unwrap())} />
      <Button component={RouterLink} to="/">
        <FormattedMessage id="utility.backHome" />
      </Button>
    </StatusScreen>
  );
}

export default ComingSoon2Page;
