import type { Notification } from '@/api/schema/notifications';

/** A message id and its values: what a notification's second line says, by kind. */
export interface NotificationDetail {
  id: string;
  values?: Record<string, string | number>;
  /** How late it came, in minutes, when it says so. */
  lateMinutes?: number;
}

const lateMinutes = (late: boolean, seconds: number) =>
  late ? Math.max(1, Math.round(seconds / 60)) : undefined;

/**
 * What a notification is about, beyond its title; a reminder's start is formatted by the caller
 * (it needs the viewer's zone), the rest is a message id per kind and outcome.
 */
export function notificationDetail(notification: Notification): NotificationDetail | null {
  switch (notification.kind) {
    case 'reminder':
      return null;
    case 'calendar_shared':
      return {
        id: 'notificationCentre.calendarShared',
        values: { owner: notification.payload.owner },
      };
    case 'file_indexed':
      return notification.payload.ready
        ? { id: 'notificationCentre.fileReady' }
        : { id: 'notificationCentre.fileFailed' };
    // A run with no automation is a chat question's, whose owner left it before it ended.
    case 'agent_run':
      return {
        id: `notificationCentre.${notification.payload.automationId ? 'agentRun' : 'chatRun'}.${notification.payload.status}`,
        lateMinutes:
          notification.payload.status === 'missed'
            ? undefined
            : lateMinutes(notification.payload.late, notification.payload.latenessSeconds),
      };
    case 'agent_approval':
      return {
        id: notification.payload.automationId
          ? 'notificationCentre.agentApproval'
          : 'notificationCentre.chatApproval',
      };
  }
}

/**
 * What a notification says in its snackbar, `{title}` its title: a chat question's run (no
 * automation) is the agent's answer, not an automation's.
 */
export function snackbarMessage(notification: Notification): string {
  if (notification.kind === 'agent_run' && notification.payload.automationId === null)
    return 'notificationCentre.live.chat_run';
  return `notificationCentre.live.${notification.kind}`;
}
