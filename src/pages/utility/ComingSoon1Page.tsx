import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { FormattedMessage } from 'react-intl';
import { Countdown } from '@/components/launch/Countdown';
import { BackHomeButton, StatusScreen } from '@/components/shared/StatusScreens';
import { launchDate } from './launchDate';

export interface ComingSoon1PageProps {
  /** Pins the clock (stories); the page ticks by itself otherwise. */
  now?: Date;
}

export function ComingSoon1Page({ now }: ComingSoon1PageProps) {
  return (
    <StatusScreen
      mark={<RocketLaunchOutlined />}
      title={<FormattedMessage id="comingSoon.title" />}
      description={<FormattedMessage id="comingSoon.description" />}
    >
      <Countdown target={launchDate(import.meta.env.VITE_LAUNCH_DATE)} now={now} />
      <BackHomeButton />
    </StatusScreen>
  );
}
