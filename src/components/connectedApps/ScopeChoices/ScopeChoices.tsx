import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCESS_TOKEN_SCOPES, type AccessTokenScope } from '@/api/schema/accessTokens';
import { scopeMessageId } from '@/components/connectedApps/ScopeChips';

export interface ScopeChoicesProps {
  value: readonly AccessTokenScope[];
  /** The scopes to choose from (an app's request on the consent page); every scope by default. */
  offered?: readonly AccessTokenScope[];
  /** The legend's message id. */
  legend?: string;
  onChange: (scopes: AccessTokenScope[]) => void;
  /** Why the choice cannot be sent (none chosen), in words. */
  error?: ReactNode;
}

/** One checkbox per scope, in the schema's order, so a token's scopes always read the same way. */
export function ScopeChoices({
  value,
  onChange,
  error,
  offered = ACCESS_TOKEN_SCOPES,
  legend = 'connectedApps.form.scopes',
}: ScopeChoicesProps) {
  const intl = useIntl();
  const toggle = (scope: AccessTokenScope, on: boolean) =>
    onChange(ACCESS_TOKEN_SCOPES.filter((s) => (s === scope ? on : value.includes(s))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} margin="normal" fullWidth>
      <FormLabel component="legend">
        <FormattedMessage id={legend} />
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {ACCESS_TOKEN_SCOPES.filter((scope) => offered.includes(scope)).map((scope) => (
          <FormControlLabel
            key={scope}
            label={intl.formatMessage({ id: scopeMessageId(scope) })}
            control={
              <Checkbox
                name="scopes"
                value={scope}
                checked={value.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
