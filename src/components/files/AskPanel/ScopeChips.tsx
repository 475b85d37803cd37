import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import { availableScopes, type ScopeChoice, type ScopeOptions } from './askScopes';

export interface ScopeChipsProps extends ScopeOptions {
  value: ScopeChoice;
  onChange: (choice: ScopeChoice) => void;
}

/** What a question is asked over, one choice pressed at a time. */
export function ScopeChips({ value, onChange, ...options }: ScopeChipsProps) {
  const intl = useIntl();
  const label = (choice: ScopeChoice) =>
    intl.formatMessage(
      { id: `assistant.scope.${choice}` },
      { name: options.openFile?.name ?? '', count: options.selection.length },
    );
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'assistant.scope.label' })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {availableScopes(options).map((choice) => (
        <Chip
          key={choice}
          component="button"
          type="button"
          clickable
          size="small"
          aria-pressed={choice === value}
          color={choice === value ? 'primary' : 'default'}
          variant={choice === value ? 'filled' : 'outlined'}
          label={label(choice)}
          title={choice === 'file' ? label(choice) : undefined}
          onClick={() => onChange(choice)}
          sx={{ maxInlineSize: 260 }}
        />
      ))}
    </Box>
  );
}
