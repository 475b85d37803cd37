import {
  calendarParamsSchema,
  icsTextSchema,
  importRequestSchema,
  importResponseSchema,
  shareListResponseSchema,
  shareParamsSchema,
  shareResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatusSchema,
} from './calendar';
import { CALENDAR_ROUTES } from './calendarPaths';
import { errorEnvelopeSchema } from './errors';
import {
  createRoute,
  deleteRoute,
  noContent,
  postRoute,
  putRoute,
  readRoute,
  type RouteContract,
} from './routeContract';

/** Sharing, the picker, the private feed address, export and import of one calendar. */
export const CALENDAR_SHARING_CONTRACTS = {
  shares: readRoute(
    CALENDAR_ROUTES.shares,
    'Who may read this calendar (owner only)',
    shareListResponseSchema,
    { params: calendarParamsSchema },
  ),
  share: putRoute(CALENDAR_ROUTES.share, 'Let a user read this calendar', shareResponseSchema, {
    params: shareParamsSchema,
  }),
  unshare: deleteRoute(
    CALENDAR_ROUTES.share,
    'Stop sharing with a user (the owner), or leave a calendar shared with you',
    { params: shareParamsSchema },
  ),
  hide: {
    method: 'PUT',
    url: CALENDAR_ROUTES.hidden,
    summary: 'Keep a calendar shared with you out of your picker (it stays readable)',
    params: calendarParamsSchema,
    answers: { 204: noContent, 422: errorEnvelopeSchema },
  },
  show: {
    method: 'DELETE',
    url: CALENDAR_ROUTES.hidden,
    summary: 'Show a calendar shared with you in your picker again',
    params: calendarParamsSchema,
    answers: { 204: noContent, 422: errorEnvelopeSchema },
  },
  subscription: readRoute(
    CALENDAR_ROUTES.subscription,
    'Whether a private subscription address exists',
    subscriptionStatusSchema,
    { params: calendarParamsSchema },
  ),
  subscribe: createRoute(
    CALENDAR_ROUTES.subscription,
    'Make a new private subscription address; the previous one stops working',
    subscriptionResponseSchema,
    { params: calendarParamsSchema },
  ),
  revokeSubscription: deleteRoute(
    CALENDAR_ROUTES.subscription,
    'Revoke the private subscription address',
    { params: calendarParamsSchema },
  ),
  exportIcs: readRoute(
    CALENDAR_ROUTES.exportIcs,
    'The calendar as an iCalendar file (same access as reading it)',
    icsTextSchema,
    { params: calendarParamsSchema },
  ),
  import: postRoute(
    CALENDAR_ROUTES.import,
    'Preview (apply: false) or apply an .ics file; UIDs already here are skipped',
    importResponseSchema,
    { params: calendarParamsSchema, body: importRequestSchema },
    { 422: errorEnvelopeSchema },
  ),
} as const satisfies Record<string, RouteContract>;
