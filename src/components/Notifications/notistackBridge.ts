import type { SnackbarProvider } from 'notistack';
import type { NotificationVariant } from './NotifyContext';
import type { NotificationDriver } from './notificationQueue';

export interface NotificationItem {
  id: string;
  persist: boolean;
  message: string;
  variant: NotificationVariant;
}

export interface NotistackBridge extends NotificationDriver<NotificationItem> {
  /** Callback ref for notistack's SnackbarProvider. */
  attach(provider: SnackbarProvider | null): void;
  nextId(): string;
}

/** The queue decides; notistack only renders what it is told to show or hide. */
export function createNotistackBridge(): NotistackBridge {
  let provider: SnackbarProvider | null = null;
  let count = 0;
  return {
    attach: (next) => {
      provider = next;
    },
    nextId: () => {
      count += 1;
      return `notification-${count}`;
    },
    show: ({ id, persist, message, variant }) => {
      provider?.enqueueSnackbar(message, { key: id, persist, variant });
    },
    hide: (id) => provider?.closeSnackbar(id),
  };
}
