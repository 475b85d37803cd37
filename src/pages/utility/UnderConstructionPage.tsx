import { ConstructionOutlined } from '@mui/icons-material';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from '@/components/StatusScreen';

export function UnderConstructionPage() {
  return (
    <StatusScreen
      mark={<ConstructionOutlined />}
      title={<FormattedMessage id="underConstruction.title" />}
      description={<FormattedMessage id="underConstruction.description" />}
    >
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="utility.backHome" />
      </Button>
    </StatusScreen>
  );
}

export default UnderConstructionPage;
