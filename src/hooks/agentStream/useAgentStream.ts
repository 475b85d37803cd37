import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { API_BASE_URL } from '@/api/client/baseUrl';
import { browserStorage, readToken } from '@/api/client/tokenStorage';
import type { AgentStreamEvent } from '@/api/schema/agent';
import { AGENT_PATHS } from '@/api/schema/agentPaths';
import { useOnline } from '@/hooks/useOnline';
import { agentApi } from '@/state/api/agentApi';
import { applyStreamEvent } from '@/state/api/agentThread';
import { loadResponseSchema } from '@/state/api/responseSchemas';
import { pause, reconnectDelay } from './reconnectDelay';
import { createSseParser } from './sseParser';

export type StreamConnection = 'idle' | 'connecting' | 'open' | 'offline';

/**
 * Follows a conversation's event stream (docs/product.md §8) into the cached thread. The thread
 * was read with its `seq`; the stream resumes after the last event applied, on a reload as on a
 * dropped connection, so nothing is shown twice or missed. Closing the page only stops
 * listening: the answer belongs to the server and goes on. The events' schema loads while the
 * stream connects, after the page has painted (docs/performance.md).
 */
export function useAgentStream(conversationId: string | null, seq: number | undefined) {
  // The cache is attached to the store when the shell loads, so the store's own type lacks it.
  const dispatch = useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();
  const online = useOnline();
  const [connection, setConnection] = useState<StreamConnection>('idle');
  const lastSeq = useRef(seq ?? 0);
  lastSeq.current = Math.max(lastSeq.current, seq ?? 0);
  const loaded = seq !== undefined;

  useEffect(() => {
    if (!conversationId || !loaded) return;
    lastSeq.current = 0;
    if (!online) return;
    const controller = new AbortController();
    const { signal } = controller;
    const applyEvent = (event: AgentStreamEvent) => {
      lastSeq.current = Math.max(lastSeq.current, event.seq);
      dispatch(
        agentApi.util.updateQueryData('getThread', conversationId, (thread) => {
          applyStreamEvent(thread, event);
        }),
      );
    };

    const follow = async () => {
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        setConnection('connecting');
        // Asked again on each attempt: a chunk that did not arrive is fetched anew.
        const schema = loadResponseSchema('agentStreamEvent');
        schema.catch(() => undefined);
        try {
          const token = readToken(browserStorage());
          const response = await fetch(
            `${API_BASE_URL}${AGENT_PATHS.stream(conversationId)}?after=${lastSeq.current}`,
            {
              headers: {
                Accept: 'text/event-stream',
                ...(token ? { Authorization: `Bearer ${token}` } : {}),
              },
              credentials: 'same-origin',
              signal,
            },
          );
          if (response.status === 401 || response.status === 404) {
            // The thread read answers the same way and the client's usual handling follows
            // (sign-in, or "not found"); retrying the stream would only repeat it.
            void dispatch(
              agentApi.endpoints.getThread.initiate(conversationId, { forceRefetch: true }),
            );
            return;
          }
          if (response.ok && response.body) {
            // A schema chunk that does not arrive counts as a dropped connection.
            const check = await schema;
            const apply = createSseParser(({ data }) => {
              let parsed: unknown;
              try {
                parsed = JSON.parse(data);
              } catch {
                return;
              }
              const event = check.safeParse(parsed);
              // An event this client cannot read is skipped; the next thread read carries its effect.
              if (event.success) applyEvent(event.data);
            });
            setConnection('open');
            attempt = 0;
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              apply(value);
            }
          }
        } catch {
          // A dropped connection or an abort; the loop decides which.
        }
        if (signal.aborted) return;
        await pause(reconnectDelay(attempt), signal);
      }
    };
    void follow();
    return () => {
      controller.abort();
      setConnection('idle');
    };
  }, [conversationId, loaded, online, dispatch]);

  return online ? connection : 'offline';
}
