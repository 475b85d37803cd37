import type { ApiError } from '@/api/client';

/** What a draft session does after a failed save. */
export type SaveFailureAction =
  /** No answer at all: say offline, keep the text here, try again later and when back online. */
  | 'offline'
  /** Someone saved a newer version: stop and let the user choose. */
  | 'conflict'
  /** The note was deleted elsewhere: save the text as a new note rather than lose it. */
  | 'recreate'
  /** The session ended: the client is on its way to sign-in; the local copy is offered back. */
  | 'signedOut'
  /** The server refused this content (too large, invalid): retrying the same text cannot help. */
  | 'refused'
  /** Anything else (5xx, rate limit): try again later. */
  | 'retry';

export function saveFailureAction(error: Pick<ApiError, 'status' | 'code'>): SaveFailureAction {
  if (error.status === 'FETCH_ERROR') return 'offline';
  switch (error.code) {
    case 'conflict':
      return 'conflict';
    case 'not_found':
      return 'recreate';
    case 'unauthorized':
      return 'signedOut';
    case 'payload_too_large':
    case 'validation_failed':
      return 'refused';
    default:
      return 'retry';
  }
}
