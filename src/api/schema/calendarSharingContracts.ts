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
import { noContent, type RouteContract } from './routeContract';

/** Sharing, the picker, the private feed address, export and import of one calendar. */
export const CALENDAR_SHARING_CONTRACTS = {
  shares: {
    method: 'GET',
    url: CALENDAR_ROUTES.shares,
    summary: 'Who may read this calendar (owner only)',
    params: calendarParamsSchema,
    answers: { 200: shareListResponseSchema },
  },
  share: {
    method: 'PUT',
    url: CALENDAR_ROUTES.share,
    summary: 'Let a user read this calendar',
    params: shareParamsSchema,
    answers: { 200: shareResponseSchema },
  },
  unshare: {
    method: 'DELETE',
    url: CALENDAR_ROUTES.share,
    summary: 'Stop sharing with a user (the owner), or leave a calendar shared with you',
    params: shareParamsSchema,
    answers: { 204: noContent },
  },
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
  subscription: {
    method: 'GET',
    url: CALENDAR_ROUTES.subscription,
    summary: 'Whether a private subscription address exists',
    params: calendarParamsSchema,
    answers: { 200: subscriptionStatusSchema },
  },
  subscribe: {
    method: 'POST',
    url: CALENDAR_ROUTES.subscription,
    summary: 'Make a new private subscription address; the previous one stops working',
    params: calendarParamsSchema,
    answers: { 201: subscriptionResponseSchema },
  },
  revokeSubscription: {
    method: 'DELETE',
    url: CALENDAR_ROUTES.subscription,
    summary: 'Revoke the private subscription address',
    params: calendarParamsSchema,
    answers: { 204: noContent },
  },
  exportIcs: {
    method: 'GET',
    url: CALENDAR_ROUTES.exportIcs,
    summary: 'The calendar as an iCalendar file (same access as reading it)',
    params: calendarParamsSchema,
    answers: { 200: icsTextSchema },
  },
  import: {
    method: 'POST',
    url: CALENDAR_ROUTES.import,
    summary: 'Preview (apply: false) or apply an .ics file; UIDs already here are skipped',
    params: calendarParamsSchema,
    body: importRequestSchema,
    answers: { 200: importResponseSchema, 422: errorEnvelopeSchema },
  },
} as const satisfies Record<string, RouteContract>;
