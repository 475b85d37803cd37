import {
  apiClient,
  openEventStream,
  parseEventData,
  toApiError,
  type ApiError,
} from '@/api/client';
import {
  askStreamEventSchema,
  type Answer,
  type AskRequest,
  type AskStreamEvent,
} from '@/api/schema/assistant';
import { ASSISTANT_PATHS } from '@/api/schema/assistantPaths';

/**
 * Asks over `POST /assistant/ask/stream` and hands each event to `onEvent` as it arrives, through
 * the app's one client (`openEventStream`). Resolves with the whole answer; rejects with an
 * ApiError, or an AbortError when stopped (the server then stops the model).
 */
export async function streamAsk(
  request: AskRequest,
  onEvent: (event: AskStreamEvent) => void,
  signal: AbortSignal,
): Promise<Answer> {
  try {
    const events = await openEventStream(apiClient, {
      url: ASSISTANT_PATHS.askStream,
      method: 'POST',
      data: request,
      signal,
    });
    for await (const { data } of events) {
      const event = parseEventData(data, askStreamEventSchema);
      if (!event) throw MALFORMED;
      onEvent(event);
      if (event.type === 'done') return event.answer;
    }
  } catch (failure) {
    if (signal.aborted) throw abortError();
    // A connection lost mid-answer reads as no answer from the server.
    throw toApiError(failure);
  }
  if (signal.aborted) throw abortError();
  // The server ends the stream without `done` only when answering failed on its side.
  throw {
    status: 500,
    code: 'internal',
    message: 'The answer stream ended early',
  } satisfies ApiError;
}

const MALFORMED: ApiError = { status: 'PARSE_ERROR', code: 'internal', message: 'Malformed event' };

const abortError = () => new DOMException('The question was stopped', 'AbortError');

export const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';
