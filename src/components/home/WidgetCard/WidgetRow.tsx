import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { WIDGET_ROW_HEIGHT } from './widgetLayout';

export interface WidgetRowProps {
  /** Where the row opens the item: its page, with it in view. */
  to: string;
  primary: ReactNode;
  secondary: ReactNode;
}

/** One item of a widget's list (a note, an event): a link of two single lines. */
export function WidgetRow({ to, primary, secondary }: WidgetRowProps) {
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={to}
        sx={{ borderRadius: 1, minHeight: WIDGET_ROW_HEIGHT }}
      >
        <ListItemText
          primary={primary}
          secondary={secondary}
          slotProps={{
            primary: { noWrap: true, sx: { fontWeight: 500 } },
            secondary: { noWrap: true },
          }}
        />
      </ListItemButton>
    </li>
  );
}
