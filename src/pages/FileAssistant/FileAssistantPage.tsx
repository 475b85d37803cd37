import { useIntl } from 'react-intl';
import { BuildingSection } from '@/components/StatusScreens';

export function FileAssistantPage() {
  const intl = useIntl();
  return <BuildingSection section={intl.formatMessage({ id: 'menu.fileAssistant' })} />;
}
