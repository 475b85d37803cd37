import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** Shown in place of a menu entry whose type the menu does not know. */
export function MenuItemsError() {
  return (
    <Typography variant="body2" color="error" role="alert" sx={{ px: 2, py: 1 }}>
      <FormattedMessage id="menu.itemsError" />
    </Typography>
  );
}
