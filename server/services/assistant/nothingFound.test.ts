import { beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_PATHS, askResponseSchema, type Answer } from '@/api/schema';
import { expectBody } from '../../test/client.ts';
import { uploadFile, waitUntilIndexed } from '../../test/files.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';

// A question naming one word no file holds (docs/assistant.md "Retrieval"): the files' other
// words answer it only when they are as specific as the missing one.
const server = withTestServer();
let token: string;

const FILES = [
  [
    'lisbon-trip.md',
    [
      '# Lisbon trip',
      '## Flights',
      'Flight TP 1355 leaves Bucharest at 07:45 on 3 June and lands in Lisbon at 10:20.',
      '## Hotel',
      'The hotel in Lisbon is Casa Alfama; check-in starts at 15:00.',
      '## Sights',
      'From Lisbon, tram 28 leaves every ten minutes for the cathedral.',
    ],
  ],
  [
    'handbook.md',
    [
      '# Handbook',
      '## Leave',
      'Employees receive twenty-five days of paid leave per year.',
      '## Expenses',
      'Expense claims must be submitted within thirty days with receipts.',
    ],
  ],
  ['garden.md', ['# Garden', 'Prune the roses in late February.']],
] as const;

async function ask(question: string): Promise<Answer> {
  const response = await server.client.call('POST', `/api${ASSISTANT_PATHS.ask}`, {
    token,
    body: { question, scope: { files: 'all', notes: false } },
  });
  return expectBody(response, 200, askResponseSchema).answer;
}

beforeAll(async () => {
  token = (await register(server.client)).token;
  const ids = [];
  for (const [name, lines] of FILES)
    ids.push((await uploadFile(server.client, token, name, Buffer.from(lines.join('\n\n')))).id);
  const files = await waitUntilIndexed(server.client, token, ids);
  expect(files.map((file) => file.status)).toEqual(files.map(() => 'ready'));
}, 60_000);

describe('a question with a word no file holds', () => {
  it('finds nothing when the words the files hold are common in them', async () => {
    // "train" is in no file; "Lisbon" and "leave" are in several passages, the flight's among them.
    const { citations, mode } = await ask('When does the train to Lisbon leave?');
    expect({ citations, mode }).toEqual({ citations: [], mode: 'quotes' });
  });

  it('still finds the passage holding every word of the question', async () => {
    const { citations } = await ask('When does the flight to Lisbon leave?');
    expect(citations[0]?.text).toContain('Flight TP 1355');
  });

  it('answers when the words the files hold are as rare as the missing one', async () => {
    // "deadline" is in no file; "Expenses" and "Expense claims" share one passage, so "expense"
    // is in one passage, not two.
    const { citations } = await ask('What is the deadline for expense claims?');
    expect(citations[0]?.text).toContain('within thirty days');
  });
});
