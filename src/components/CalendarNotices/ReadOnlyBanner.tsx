import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';

/** Says plainly, above someone else's calendar, that it can be looked at but not changed. */
export function ReadOnlyBanner({ ownerName }: { ownerName: string }) {
  return (
    <Alert severity="info" icon={<VisibilityOutlined />} role="status">
      <FormattedMessage id="calendar.readOnly" values={{ name: ownerName }} />
    </Alert>
  );
}
