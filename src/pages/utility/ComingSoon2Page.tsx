import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { FormattedMessage } from 'react-intl';
import { LaunchSignupForm } from '@/components/launch/LaunchSignupForm';
import { BackHomeButton, StatusScreen } from '@/components/shared/StatusScreens';
import { accountRequests } from '@/state/session/accountRequests';

export function ComingSoon2Page() {
  return (
    <StatusScreen
      mark={<MarkEmailUnreadOutlined />}
      title={<FormattedMessage id="comingSoon.title" />}
      description={<FormattedMessage id="comingSoon2.description" />}
    >
      <LaunchSignupForm
        onSubscribe={async (email) => void (await accountRequests.subscribeLaunchNews({ email }))}
      />
      <BackHomeButton />
    </StatusScreen>
  );
}
