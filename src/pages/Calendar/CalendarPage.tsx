import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { BuildingSection } from '@/components/StatusScreens';

export function CalendarPage() {
  const intl = useIntl();
  const { username = '' } = useParams();
  return (
    <BuildingSection
      section={intl.formatMessage({ id: 'calendar.title' }, { username })}
      detail={intl.formatMessage({ id: 'calendar.building' }, { username })}
    />
  );
}
