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

/**
 * The queue decides; notistack only renders what it is told to show or hide. Notistack arrives
 * after the first paint: what is shown before it is there waits and appears when it attaches.
 */
export function createNotistackBridge(): NotistackBridge {
  let provider: SnackbarProvider | null = null;
  let waiting: NotificationItem[] = [];
  // Hidden before notistack came: still shown and closed then, so that their exit is reported.
  let hiddenWhileWaiting = new Set<string>();
  let count = 0;
  const show = (item: NotificationItem) => {
    if (!provider) {
      waiting.push(item);
      return;
    }
    const { id, persist, message, variant } = item;
    provider.enqueueSnackbar(message, { key: id, persist, variant });
  };
  return {
    attach: (next) => {
      provider = next;
      const shown = waiting;
      const hidden = hiddenWhileWaiting;
      waiting = [];
      hiddenWhileWaiting = new Set();
      shown.forEach(show);
      hidden.forEach((id) => next?.closeSnackbar(id));
    },
    nextId: () => {
      count += 1;
      return `notification-${count}`;
    },
    show,
    hide: (id) => {
      if (provider) provider.closeSnackbar(id);
      else hiddenWhileWaiting.add(id);
    },
  };
}
