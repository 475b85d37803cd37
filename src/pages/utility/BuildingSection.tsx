import { ConstructionOutlined } from '@mui/icons-material';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from '@/components/StatusScreen';

/** A dashboard section that is not built yet says so plainly and offers the way home. */
export function BuildingSection({ section, detail }: { section: string; detail?: string }) {
  return (
    <StatusScreen
      variant="embedded"
      mark={<ConstructionOutlined />}
      title={section}
      description={detail ?? <FormattedMessage id="building.description" />}
    >
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="utility.backHome" />
      </Button>
    </StatusScreen>
  );
}
