import { z } from './zodSetup';

export const NOTIFICATION_LIMITS = {
  pageSize: { default: 20, max: 100 },
  /** Notifications are deleted this long after they were made. */
  keptDays: 90,
} as const;

export const NOTIFICATION_PATHS = {
  list: '/notifications',
  unreadCount: '/notifications/unread-count',
  readAll: '/notifications/read-all',
  read: '/notifications/:id/read',
  snooze: '/notifications/:id/snooze',
  /** Server-sent events: each notification as it comes (or comes back from a snooze). */
  stream: '/notifications/stream',
} as const;

export const SNOOZE_CHOICES = ['5m', '1h', 'tomorrow'] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

const timestamp = z.iso.datetime({ offset: true });

/** What a reminder says beyond its title: the occurrence it is about, and whether it fired late. */
export const reminderPayloadSchema = z.object({
  eventId: z.uuid(),
  /** The occurrence's start (for an all-day event, midnight UTC of its date). */
  start: timestamp,
  allDay: z.boolean(),
  minutesBefore: z.number().int().nonnegative(),
  late: z.boolean(),
  latenessSeconds: z.number().int().nonnegative(),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** A calendar someone shared with you (read-only): whose it is. */
export const calendarSharedPayloadSchema = z.object({ owner: z.string() });

/** A file the assistant finished reading: ready to ask about, or unreadable and why. */
export const fileIndexedPayloadSchema = z.object({
  fileId: z.uuid(),
  ready: z.boolean(),
  reason: z.string().nullable(),
});

/** An agent answer that ended with nobody watching (an automation's run, or one that was missed). */
export const agentRunPayloadSchema = z.object({
  conversationId: z.uuid(),
  automationId: z.uuid().nullable(),
  status: z.enum(['done', 'failed', 'stopped', 'missed']),
  late: z.boolean(),
  latenessSeconds: z.number().int().nonnegative(),
});

/** A write the agent wants to make and waits for you to approve. */
export const agentApprovalPayloadSchema = z.object({
  conversationId: z.uuid(),
  automationId: z.uuid().nullable(),
  stepId: z.string(),
  tool: z.string(),
});

const notificationFields = {
  id: z.uuid(),
  /** The in-app address it opens. */
  target: z.string(),
  title: z.string(),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
  snoozedUntil: timestamp.nullable(),
};

/**
 * One notification; `kind` says what `payload` holds. The server writes only these kinds, so a
 * client can rely on each payload's fields.
 */
export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...notificationFields, kind: z.literal('reminder'), payload: reminderPayloadSchema }),
  z.object({
    ...notificationFields,
    kind: z.literal('calendar_shared'),
    payload: calendarSharedPayloadSchema,
  }),
  z.object({
    ...notificationFields,
    kind: z.literal('file_indexed'),
    payload: fileIndexedPayloadSchema,
  }),
  z.object({ ...notificationFields, kind: z.literal('agent_run'), payload: agentRunPayloadSchema }),
  z.object({
    ...notificationFields,
    kind: z.literal('agent_approval'),
    payload: agentApprovalPayloadSchema,
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationKind = Notification['kind'];

/** Pages go back in time: `before` is the last item's cursor of the page before. */
export const notificationListQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{13}_[0-9a-f-]{36}$/)
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIMITS.pageSize.max)
    .default(NOTIFICATION_LIMITS.pageSize.default),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  /** The cursor of the next (older) page, or null at the end. */
  next: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = z.object({ id: z.uuid() });
export const snoozeRequestSchema = z.object({ until: z.enum(SNOOZE_CHOICES) });
export type SnoozeRequest = z.infer<typeof snoozeRequestSchema>;

export const notificationResponseSchema = z.object({ notification: notificationSchema });
export const readAllResponseSchema = z.object({ marked: z.number().int().nonnegative() });

/** One event of the notification stream: a notification that has just come. */
export const notificationStreamEventSchema = z.object({
  type: z.literal('notification'),
  notification: notificationSchema,
});
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;
