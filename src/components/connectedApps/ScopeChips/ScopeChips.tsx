import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import type { AccessTokenScope } from '@/api/schema';

/** The message naming a scope in the user's words ("Read notes"), for chips and checkboxes. */
export const scopeMessageId = (scope: AccessTokenScope) => `connectedApps.scope.${scope}`;

export interface ScopeChipsProps {
  scopes: readonly AccessTokenScope[];
}

/** What a token may do, one small chip per scope. */
export function ScopeChips({ scopes }: ScopeChipsProps) {
  const intl = useIntl();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={intl.formatMessage({ id: 'connectedApps.scopes' })}
      sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {scopes.map((scope) => (
        <Chip
          key={scope}
          component="li"
          size="small"
          variant="outlined"
          label={intl.formatMessage({ id: scopeMessageId(scope) })}
        />
      ))}
    </Stack>
  );
}
