import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';

export interface ManagedItemRowProps {
  name: string;
  /** Greys the name: the item no longer works (a revoked token). */
  inactive?: boolean;
  /** The row's one action (revoke, remove); absent when nothing is left to do with the item. */
  action?: { label: string; icon: ReactNode; onClick: () => void };
  /** What the row says under the name, one line each. */
  children: ReactNode;
}

/**
 * One thing the user set up and may take back (an access token, an allowed app, an MCP server):
 * its name in bold, its details below, and its action at the end of the row.
 */
export function ManagedItemRow({ name, inactive = false, action, children }: ManagedItemRowProps) {
  return (
    <ListItem
      divider
      sx={{ alignItems: 'flex-start', pe: action ? 7 : 2 }}
      secondaryAction={
        action && (
          <IconButton edge="end" aria-label={action.label} onClick={action.onClick}>
            {action.icon}
          </IconButton>
        )
      }
    >
      <ListItemText
        primary={name}
        secondary={<Box sx={{ display: 'grid', gap: 0.75, mt: 0.5 }}>{children}</Box>}
        slotProps={{
          primary: {
            sx: { overflowWrap: 'anywhere', fontWeight: 600 },
            color: inactive ? 'text.secondary' : 'text.primary',
          },
          secondary: { component: 'div' },
        }}
      />
    </ListItem>
  );
}
