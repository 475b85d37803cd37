import { useIntl } from 'react-intl';
import { BuildingSection } from './BuildingSection';

/** Shown at /digi_notebook until the notebook page exists. */
export function NotebookBuilding() {
  const intl = useIntl();
  return <BuildingSection section={intl.formatMessage({ id: 'menu.notebook' })} />;
}
