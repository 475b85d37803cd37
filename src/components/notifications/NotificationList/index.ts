export { NotificationList, type NotificationListProps } from './NotificationList';
export { SnoozeMenu, type SnoozeMenuProps } from './SnoozeMenu';
