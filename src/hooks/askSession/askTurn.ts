import type { ApiError } from '@/api/client';
import type { Answer, AskScope, AskStreamEvent, Citation } from '@/api/schema';

/** One question of the session and how far its answer got. */
export interface AskTurn {
  id: number;
  question: string;
  scope: AskScope;
  /** `stopped`: the user stopped it; what had arrived stays. */
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  /** Known as soon as the passages are found, before any text. */
  citations: Citation[] | null;
  /** The generated text so far, while a model writes. */
  text: string;
  answer: Answer | null;
  error: ApiError | null;
}

export function startTurn(id: number, question: string, scope: AskScope): AskTurn {
  return {
    id,
    question,
    scope,
    status: 'streaming',
    citations: null,
    text: '',
    answer: null,
    error: null,
  };
}

/** A turn after one more event of its stream. */
export function applyEvent(turn: AskTurn, event: AskStreamEvent): AskTurn {
  switch (event.type) {
    case 'citations':
      return { ...turn, citations: event.citations };
    case 'delta':
      return { ...turn, text: turn.text + event.text };
    case 'done':
      return {
        ...turn,
        status: 'done',
        citations: event.answer.citations,
        text: event.answer.text,
        answer: event.answer,
      };
  }
}
