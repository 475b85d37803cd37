import { useIntl } from 'react-intl';
import { BuildingSection } from '@/pages/utility/BuildingSection';

export function FileAssistantPage() {
  const intl = useIntl();
  return <BuildingSection section={intl.formatMessage({ id: 'menu.fileAssistant' })} />;
}

export default FileAssistantPage;
