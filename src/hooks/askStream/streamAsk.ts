import type { ApiError } from '@/api/client';
import { failureMeta, toFailure } from '@/api/client/failure';
import { NO_ANSWER } from '@/api/client/noAnswer';
import type { Answer, AskRequest, AskStreamEvent } from '@/api/schema/assistant';
import { ASSISTANT_PATHS } from '@/api/schema/assistantPaths';
import type { CacheTransport } from '@/state/api/axiosBaseQuery';
import { loadCacheTransport } from '@/state/api/loadCacheTransport';
import { loadResponseSchema } from '@/state/api/responseSchemas';
import { readSseData } from './readSseData';

type EventCheck = Awaited<ReturnType<typeof loadResponseSchema<'askStreamEvent'>>>;

/**
 * Asks over `POST /assistant/ask/stream` and hands each event to `onEvent` as it arrives. It goes
 * through the app's one axios client (its fetch adapter, which can stream), so the token, the
 * XSRF header and a 401's sign-out and redirect are the same as for every other call. The client
 * and the events' schema load with the first question, after the page has painted
 * (docs/performance.md). Resolves with the whole answer; rejects with an ApiError, or an
 * AbortError when stopped.
 */
export async function streamAsk(
  request: AskRequest,
  onEvent: (event: AskStreamEvent) => void,
  signal: AbortSignal,
  load: () => Promise<CacheTransport> = loadCacheTransport,
): Promise<Answer> {
  // The schema's chunk downloads while the question is out.
  const schema = loadResponseSchema('askStreamEvent');
  schema.catch(() => undefined);
  let transport: CacheTransport;
  try {
    transport = await load();
  } catch {
    // The client's chunk did not arrive: the network is gone, as for any call.
    throw signal.aborted ? abortError() : NO_ANSWER;
  }
  const { client, toApiError } = transport;
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
  let check: EventCheck;
  try {
    check = await schema;
  } catch {
    void body.cancel().catch(() => undefined);
    throw signal.aborted ? abortError() : NO_ANSWER;
  }
  try {
    for await (const data of readSseData(body)) {
      const event = parseEvent(data, check);
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

function parseEvent(data: string, check: EventCheck): AskStreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = undefined;
  }
  const event = check.safeParse(json);
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
