import { SnackbarProvider, type SnackbarKey, type SnackbarProviderProps } from 'notistack';
import type { Ref } from 'react';
import { NotificationCloseButton } from './NotificationCloseButton';
import { NotificationContent } from './NotificationContent';

const CONTENT = {
  default: NotificationContent,
  error: NotificationContent,
  success: NotificationContent,
  info: NotificationContent,
  warning: NotificationContent,
};

export interface NotificationStackProps extends Omit<SnackbarProviderProps, 'action' | 'children'> {
  providerRef: Ref<SnackbarProvider>;
  onCloseClick: (key: SnackbarKey) => void;
}

/**
 * Notistack and what it renders, a chunk of its own loaded after the first paint;
 * `NotificationsProvider` holds what is notified before it is there.
 */
export default function NotificationStack({
  providerRef,
  onCloseClick,
  ...props
}: NotificationStackProps) {
  return (
    <SnackbarProvider
      ref={providerRef}
      {...props}
      Components={CONTENT}
      action={(key: SnackbarKey) => <NotificationCloseButton onClick={() => onCloseClick(key)} />}
    />
  );
}
