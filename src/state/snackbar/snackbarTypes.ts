import type { SnackbarOrigin } from '@mui/material/Snackbar';

export const SNACKBAR_VARIANTS = ['default', 'alert'] as const;
export type SnackbarVariant = (typeof SNACKBAR_VARIANTS)[number];

/** How the snackbar enters: a fade, a grow, or a slide from one side. */
export type SnackbarTransition = 'Fade' | 'Grow' | `Slide${'Left' | 'Up' | 'Right' | 'Down'}`;

export const ALERT_COLORS = ['success', 'info', 'warning', 'error'] as const;
export type AlertColor = (typeof ALERT_COLORS)[number];

export const ALERT_VARIANTS = ['filled', 'outlined', 'standard'] as const;
export type AlertVariant = (typeof ALERT_VARIANTS)[number];

export const ICON_VARIANTS = ['default', 'hide', 'useemojis'] as const;
export type IconVariant = (typeof ICON_VARIANTS)[number];

/** The store snackbar, field for field as docs/product.md §6 lists them. */
export interface SnackbarState {
  /** Flips on every open, so re-opening an open snackbar restarts its timer and transition. */
  action: boolean;
  open: boolean;
  /** A message id, translated when shown, so a language change reaches an open snackbar too. */
  messageId: string;
  anchorOrigin: SnackbarOrigin;
  variant: SnackbarVariant;
  alert: { color: AlertColor; variant: AlertVariant };
  transition: SnackbarTransition;
  /** Whether the close button shows. */
  close: boolean;
  dense: boolean;
  iconVariant: IconVariant;
  /** Whether the alert variant shows UNDO (the default variant always does, docs/product.md §6). */
  actionButton: boolean;
}

export type OpenSnackbarPayload = Partial<Omit<SnackbarState, 'open' | 'action'>>;
