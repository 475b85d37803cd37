import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { FormattedMessage } from 'react-intl';
import { StatusScreen } from './StatusScreen';
import { BackHomeButton } from './BackHomeButton';

/** The page at /auth/pages/under-construction. */
export function UnderConstructionScreen() {
  return (
    <StatusScreen
      mark={<ConstructionOutlined />}
      title={<FormattedMessage id="underConstruction.title" />}
      description={<FormattedMessage id="underConstruction.description" />}
    >
      <BackHomeButton variant="contained" />
    </StatusScreen>
  );
}
