import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { toApiError } from './apiError';
import { failureMeta, toFailure } from './failure';
import { readServerSentEvents, type ServerSentEvent } from './serverSentEvents';

/**
 * Opens a server-sent event stream through the app's one client, so the token, the XSRF header
 * and a 401's sign-out and redirect are the same as for every other call. It asks with axios's
 * fetch adapter, the one that can hand over a body as it arrives. Resolves with the events once
 * the server has answered 200; rejects with an ApiError (or, when `signal` aborted, whatever the
 * abort threw: the caller checks its signal).
 */
export async function openEventStream(
  client: AxiosInstance,
  config: AxiosRequestConfig & { url: string },
): Promise<AsyncGenerator<ServerSentEvent>> {
  try {
    const response = await client.request<ReadableStream<Uint8Array>>({
      adapter: 'fetch',
      ...config,
      responseType: 'stream',
      headers: { ...config.headers, Accept: 'text/event-stream' },
    });
    return readServerSentEvents(response.data);
  } catch (failure) {
    throw toApiError(await readErrorBody(failure));
  }
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
    // Not JSON (a proxy's page): the status alone says what happened.
    return failure;
  }
}

/** An event's JSON data checked against its schema; undefined when it is neither. */
export function parseEventData<Event>(data: string, schema: z.ZodType<Event>): Event | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const event = schema.safeParse(json);
  return event.success ? event.data : undefined;
}
