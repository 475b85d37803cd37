export { NotificationsProvider, type NotificationsProviderProps } from './NotificationsProvider';
export { useNotify } from './useNotify';
export {
  NOTIFICATION_VARIANTS,
  type Notify,
  type NotifyOptions,
  type NotificationVariant,
} from './NotifyContext';
export { CLOSE_REASONS, type CloseReason, type NotificationEvent } from './notificationQueue';
