import { useIntl } from 'react-intl';
import { BuildingSection } from '@/pages/utility/BuildingSection';

export function AgentPage() {
  const intl = useIntl();
  return <BuildingSection section={intl.formatMessage({ id: 'menu.agent' })} />;
}

export default AgentPage;
