import type { MockPassage } from './assistantRetrieval';
import { budgetCsv, meetingNotes, reportPdf } from './filesFixtures';

const BOILER_NOTE_ID = '00000000-0000-4000-b000-000000000001';

/** One passage of a fixture file, in the shape the server cites it. */
export function assistantFixturePassage(overrides: Partial<MockPassage> = {}): MockPassage {
  return {
    source: 'file',
    id: reportPdf.id,
    title: reportPdf.name,
    heading: '',
    page: 2,
    lineStart: null,
    lineEnd: null,
    text: 'Revenue grew in every region this quarter. The north grew fastest, by 12 percent.',
    ...overrides,
  };
}

/** The story user's files (the same ones the files mocks list) and one note, as passages. */
export const assistantPassages: MockPassage[] = [
  assistantFixturePassage(),
  assistantFixturePassage({
    page: 5,
    text: 'Costs stayed flat. Hiring was paused in the second half, and travel budgets were cut by a third.',
  }),
  assistantFixturePassage({
    id: meetingNotes.id,
    title: meetingNotes.name,
    heading: 'Decisions',
    page: null,
    lineStart: 10,
    lineEnd: 14,
    text: 'We agreed to move the launch to March. Ana owns the revenue forecast. The budget review is on Friday.',
  }),
  assistantFixturePassage({
    id: budgetCsv.id,
    title: budgetCsv.name,
    page: null,
    lineStart: 4,
    lineEnd: 4,
    text: 'category: travel; budget: 4000; spent: 2650',
  }),
  assistantFixturePassage({
    source: 'note',
    id: BOILER_NOTE_ID,
    title: 'Boiler service',
    page: null,
    text: 'The boiler is serviced every autumn. Last service: October, by Termo Plus.',
  }),
];
