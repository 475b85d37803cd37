import MuiSnackbarContent from '@mui/material/SnackbarContent';
import Box from '@mui/material/Box';
import type { CustomContentProps } from 'notistack';
import { forwardRef } from 'react';

/**
 * Notistack's own content hard-codes colours (white on orange fails contrast); this one
 * takes them from the theme, so every preset and mode stays readable.
 */
export const NotificationContent = forwardRef<HTMLDivElement, CustomContentProps>(
  function NotificationContent(
    { id, message, variant, iconVariant, hideIconVariant, action, style, className },
    ref,
  ) {
    const icon = hideIconVariant ? null : iconVariant[variant];
    const renderedAction = typeof action === 'function' ? action(id) : action;
    return (
      <MuiSnackbarContent
        ref={ref}
        style={style}
        className={className}
        data-variant={variant}
        message={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
            {icon}
            {message}
          </Box>
        }
        action={renderedAction}
        sx={
          variant === 'default'
            ? undefined
            : { bgcolor: `${variant}.main`, color: `${variant}.contrastText` }
        }
      />
    );
  },
);
