import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { FormattedMessage } from 'react-intl';
import { StatusScreen } from '@/components/StatusScreen';
import { BackHomeButton } from './BackHomeButton';

/** A dashboard section that is not built yet says so plainly and offers the way home. */
export function BuildingSection({ section, detail }: { section: string; detail?: string }) {
  return (
    <StatusScreen
      variant="embedded"
      mark={<ConstructionOutlined />}
      title={section}
      description={detail ?? <FormattedMessage id="building.description" />}
    >
      <BackHomeButton variant="contained" />
    </StatusScreen>
  );
}
