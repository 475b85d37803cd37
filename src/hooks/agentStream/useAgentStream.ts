import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { apiClient, openEventStream, parseEventData, toApiError } from '@/api/client';
import { agentStreamEventSchema, type AgentStreamEvent } from '@/api/schema/agent';
import { AGENT_PATHS } from '@/api/schema/agentPaths';
import { useOnline } from '@/hooks/useOnline';
import { agentApi } from '@/state/api/agentApi';
import { applyConversationToList, applyStreamEvent } from '@/state/api/agentThread';
import { pause, reconnectDelay } from '@/lib/reconnectDelay';

export type StreamConnection = 'idle' | 'connecting' | 'open' | 'offline';

/**
 * Follows a conversation's event stream (docs/product.md §8) into the cached thread. The thread
 * was read with its `seq`; the stream resumes after the last event applied, on a reload as on a
 * dropped connection, so nothing is shown twice or missed. Closing the page only stops
 * listening: the answer belongs to the server and goes on. The stream goes through the app's one
 * client (`openEventStream`), so a 401 signs out and goes to sign-in like any call.
 */
export function useAgentStream(conversationId: string | null, seq: number | undefined) {
  // The cache is attached to the store when the shell loads, so the store's own type lacks it.
  const dispatch = useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();
  const online = useOnline();
  const [connection, setConnection] = useState<StreamConnection>('idle');
  const loaded = seq !== undefined;
  // The last event the thread holds, from its read or the stream; a new conversation starts anew.
  const position = useRef({ conversationId, seq: 0 });
  useEffect(() => {
    if (position.current.conversationId !== conversationId)
      position.current = { conversationId, seq: 0 };
    position.current.seq = Math.max(position.current.seq, seq ?? 0);
  }, [conversationId, seq]);

  useEffect(() => {
    if (!conversationId || !loaded || !online) return;
    const controller = new AbortController();
    const { signal } = controller;
    const applyEvent = (event: AgentStreamEvent) => {
      position.current.seq = Math.max(position.current.seq, event.seq);
      dispatch(
        agentApi.util.updateQueryData('getThread', conversationId, (thread) => {
          applyStreamEvent(thread, event);
        }),
      );
      if (event.type === 'conversation')
        dispatch(
          agentApi.util.updateQueryData('listConversations', undefined, (list) => {
            applyConversationToList(list, event.conversation);
          }),
        );
    };

    const follow = async () => {
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        setConnection('connecting');
        try {
          const events = await openEventStream(apiClient, {
            url: AGENT_PATHS.stream(conversationId),
            params: { after: position.current.seq },
            signal,
          });
          setConnection('open');
          attempt = 0;
          for await (const { data } of events) {
            const event = parseEventData(data, agentStreamEventSchema);
            // An event this client cannot read is skipped; the next thread read carries its effect.
            if (event) applyEvent(event);
          }
        } catch (failure) {
          if (signal.aborted) return;
          // Signed out (the client has already gone to sign-in) or the conversation is gone:
          // retrying would only repeat it. The thread read shows "not found".
          const { status } = toApiError(failure);
          if (status === 404)
            void dispatch(
              agentApi.endpoints.getThread.initiate(conversationId, { forceRefetch: true }),
            );
          if (status === 401 || status === 404) return;
          // Otherwise a dropped connection: reconnect after the last event applied.
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
