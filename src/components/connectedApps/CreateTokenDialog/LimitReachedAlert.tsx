import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { ACCESS_TOKEN_LIMITS } from '@/api/schema/accessTokens';

/** The server's 422 on create: the user holds as many live tokens as one account may. */
export function LimitReachedAlert() {
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <FormattedMessage
        id="connectedApps.form.limitReached"
        values={{ limit: ACCESS_TOKEN_LIMITS.perUser }}
      />
    </Alert>
  );
}
