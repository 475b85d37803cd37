import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '@/api/client';
import type { AskScope } from '@/api/schema';
import { applyEvent, startTurn, type AskTurn } from './askTurn';
import { isAbort, streamAsk } from './streamAsk';

export type { AskTurn } from './askTurn';

/** The questions kept on screen; older ones drop off the top. */
export const MAX_ASK_TURNS = 30;

/**
 * The file assistant's questions of this visit, each answered as a stream: the citations, then the
 * text as it is written. One question at a time: asking again stops the one still answering.
 */
export function useAskSession() {
  const [turns, setTurns] = useState<AskTurn[]>([]);
  const running = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  const update = useCallback((id: number, change: (turn: AskTurn) => AskTurn) => {
    setTurns((current) => current.map((turn) => (turn.id === id ? change(turn) : turn)));
  }, []);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  const ask = useCallback(
    (question: string, scope: AskScope) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      const id = nextId.current++;
      setTurns((current) => [...current, startTurn(id, question, scope)].slice(-MAX_ASK_TURNS));
      streamAsk(
        { question, scope },
        (event) => update(id, (turn) => applyEvent(turn, event)),
        controller.signal,
      )
        .catch((error: unknown) => {
          update(id, (turn) =>
            isAbort(error)
              ? { ...turn, status: 'stopped' }
              : { ...turn, status: 'failed', error: toApiError(error) },
          );
        })
        .finally(() => {
          if (running.current === controller) running.current = null;
        });
    },
    [stop, update],
  );

  useEffect(() => stop, [stop]);

  const busy = turns.at(-1)?.status === 'streaming';
  return { turns, ask, stop, busy };
}
