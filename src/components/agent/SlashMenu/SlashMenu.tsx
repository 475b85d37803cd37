import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useIntl } from 'react-intl';

export interface SlashMenuProps {
  /** The listbox's id, named by the composer's `aria-controls`. */
  id: string;
  commands: readonly string[];
  /** The highlighted row (the composer's `aria-activedescendant`), -1 for none. */
  activeIndex: number;
  onPick: (command: string) => void;
}

/** The option id of `command` inside the menu `menuId`, for `aria-activedescendant`. */
export const slashOptionId = (menuId: string, command: string) => `${menuId}-${command}`;

/**
 * The slash commands that match what is typed, each with its usage and a short help. Focus stays
 * in the composer, which moves the highlight (docs/product.md §8); a click picks too.
 */
export function SlashMenu({ id, commands, activeIndex, onPick }: SlashMenuProps) {
  const intl = useIntl();
  if (commands.length === 0) return null;
  return (
    <Paper elevation={6} sx={{ overflow: 'hidden' }}>
      <List
        id={id}
        role="listbox"
        dense
        aria-label={intl.formatMessage({ id: 'agent.slash.label' })}
        sx={{ py: 0.5 }}
      >
        {commands.map((command, index) => (
          <ListItemButton
            key={command}
            id={slashOptionId(id, command)}
            role="option"
            aria-selected={index === activeIndex}
            selected={index === activeIndex}
            tabIndex={-1}
            // Keeps focus (and the caret) in the composer while the mouse picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(command)}
          >
            <ListItemText
              primary={intl.formatMessage({ id: `agent.slash.${command}.usage` })}
              secondary={intl.formatMessage({ id: `agent.slash.${command}.help` })}
              slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
