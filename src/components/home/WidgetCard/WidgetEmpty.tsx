import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface WidgetEmptyProps {
  /** Why there is nothing, e.g. "Nothing planned for today or tomorrow." */
  message: ReactNode;
  /** Where the first one is made, and the button's label and icon. */
  action: { to: string; label: ReactNode; icon?: ReactNode };
}

/** A widget with nothing to list: says so and offers to make the first one. */
export function WidgetEmpty({ message, action }: WidgetEmptyProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {message}
      </Typography>
      <Button
        component={RouterLink}
        to={action.to}
        variant="outlined"
        size="small"
        startIcon={action.icon}
      >
        {action.label}
      </Button>
    </Box>
  );
}
