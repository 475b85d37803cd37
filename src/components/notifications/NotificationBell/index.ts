export { BADGE_MAX, NotificationBell, type NotificationBellProps } from './NotificationBell';
