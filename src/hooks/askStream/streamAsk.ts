import type { AxiosInstance } from 'axios';
import { apiClient, failureMeta, toApiError, type ApiError } from '@/api/client';
import { toFailure } from '@/api/client/failure';
import {
  askStreamEventSchema,
  ASSISTANT_PATHS,
  type Answer,
  type AskRequest,
  type AskStreamEvent,
} from '@/api/schema/assistant';
import { readSseData } from './readSseData';

/**
 * Asks over `POST /assistant/ask/stream` and hands each event to `onEvent` as it arrives. It goes
 * through the app's one axios client (its fetch adapter, which can stream), so the token, the
 * XSRF header and a 401's sign-out and redirect are the same as for every other call.
 * Resolves with the whole answer; rejects with an ApiError, or an AbortError when stopped.
 */
export async function streamAsk(
  request: AskRequest,
  onEvent: (event: AskStreamEvent) => void,
  signal: AbortSignal,
  client: AxiosInstance = apiClient,
): Promise<Answer> {
  let body: ReadableStream<Uint8Array>;
  try {
    const response = await client.post<ReadableStream<Uint8Array>>(
      ASSISTANT_PATHS.askStream,
      request,
      {
        adapter: 'fetch',
        responseType: 'stream',
        signal,
        headers: { Accept: 'text/event-stream' },
      },
    );
    body = response.data;
  } catch (failure) {
    if (signal.aborted) throw abortError();
    throw toApiError(await readErrorBody(failure));
  }
  try {
    for await (const data of readSseData(body)) {
      const event = parseEvent(data);
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

function parseEvent(data: string): AskStreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = undefined;
  }
  const event = askStreamEventSchema.safeParse(json);
  if (!event.success)
    throw {
      status: 'PARSE_ERROR',
      code: 'internal',
      message: 'Malformed event',
    } satisfies ApiError;
  return event.data;
}

/**
 * An error answered to a streamed request arrives as a stream too; read it, so the error
 * envelope (code, fields) says why as it does for every other call.
 */
async function readErrorBody(failure: unknown): Promise<unknown> {
  const meta = failureMeta(failure);
  if (!meta || !(failure instanceof ReadableStream)) return failure;
  try {
    const data: unknown = JSON.parse(await new Response(failure).text());
    return toFailure({ status: meta.status, data, retryAfter: meta.retryAfterSeconds });
  } catch {
    return failure;
  }
}

const abortError = () => new DOMException('The question was stopped', 'AbortError');

export const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';
