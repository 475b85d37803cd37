import type { AskScope, AskStreamEvent } from '@/api/schema';
import { applyEvent, startTurn, type AskTurn } from '@/hooks/askSession/askTurn';
import { assistantPassages } from './assistantFixtures';
import { retrieve } from './assistantRetrieval';

const EVERYTHING: AskScope = { files: 'all', notes: true };

/** The citations the mocks give `question` over the fixture files and note. */
export const citationsFor = (question: string) =>
  retrieve(assistantPassages, undefined, question, EVERYTHING);

/** A turn of the ask session after `events`, as the hook would hold it. */
export function turnAfter(question: string, events: AskStreamEvent[], id = 1): AskTurn {
  return events.reduce(applyEvent, startTurn(id, question, EVERYTHING));
}
