import { beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_PATHS, askResponseSchema, type Answer, type AskScope } from '@/api/schema';
import { CORPUS_NOTES, CORPUS_QUESTIONS, corpusFiles } from '../../test/assistantCorpus.ts';
import { expectBody } from '../../test/client.ts';
import { uploadFile, waitUntilIndexed } from '../../test/files.ts';
import { notesTestServer, paragraphs } from '../../test/notes.ts';

const { server, signUp, create } = notesTestServer();
let token: string;
const fileIds = new Map<string, string>();

async function ask(
  question: string,
  scope: AskScope = { files: 'all', notes: true },
): Promise<Answer> {
  const answer = await server.client.call('POST', `/api${ASSISTANT_PATHS.ask}`, {
    token,
    body: { question, scope },
  });
  return expectBody(answer, 200, askResponseSchema).answer;
}

beforeAll(async () => {
  token = await signUp('reader');
  for (const [name, bytes] of await corpusFiles())
    fileIds.set(name, (await uploadFile(server.client, token, name, bytes)).id);
  const files = await waitUntilIndexed(server.client, token, [...fileIds.values()]);
  expect(files.map((file) => file.status)).toEqual(files.map(() => 'ready'));
  for (const note of CORPUS_NOTES)
    await create(token, { title: note.title, ...paragraphs(note.text) });
}, 120_000);

describe('retrieval quality', () => {
  it(`finds the passage that answers each of ${CORPUS_QUESTIONS.length} questions`, async () => {
    let atOne = 0;
    let atThree = 0;
    const misses: string[] = [];
    for (const { question, answer } of CORPUS_QUESTIONS) {
      const { citations } = await ask(question);
      const rank = citations.findIndex((citation) => citation.text.includes(answer));
      if (rank === 0) atOne++;
      if (rank >= 0 && rank < 3) atThree++;
      else misses.push(`${question} → ${citations.map((c) => c.text.slice(0, 40)).join(' | ')}`);
    }
    const total = CORPUS_QUESTIONS.length;
    console.log(
      `retrieval: recall@1 ${(atOne / total).toFixed(2)}, recall@3 ${(atThree / total).toFixed(2)} over ${total} questions${misses.length ? `\nmissed:\n${misses.join('\n')}` : ''}`,
    );
    expect(atThree / total).toBeGreaterThanOrEqual(0.9);
  });

  it('cites the PDF page and the lines, and marks the matching sentence', async () => {
    const { citations, mode, notice, text } = await ask('When do unused vacation days expire?');
    // Without a model the best sentence is the answer, quoted with its citation.
    expect({ mode, notice, text }).toEqual({
      mode: 'extract',
      notice: null,
      text: 'Unused vacation days expire at the end of March. [1]',
    });
    const [best] = citations;
    expect(best).toMatchObject({ n: 1, source: 'file', title: 'handbook.pdf', page: 2 });
    const marked = best!.marks.map((range) => best!.text.slice(range.start, range.end));
    expect(marked).toContain('Unused vacation days expire at the end of March.');
    const lines = await ask('How often should the compost be turned?');
    expect(lines.citations[0]).toMatchObject({
      title: 'garden.md',
      heading: 'Garden › Compost',
      lineStart: 13,
      lineEnd: 13,
    });
  });

  it('keeps to the scope: one file, files without notes, notes alone', async () => {
    const handbook = fileIds.get('handbook.pdf')!;
    const scoped = await ask('days', { files: [handbook], notes: false });
    expect(scoped.citations.length).toBeGreaterThan(0);
    expect(new Set(scoped.citations.map((c) => c.id))).toEqual(new Set([handbook]));
    const noNotes = await ask('dentist appointment', { files: 'all', notes: false });
    expect(noNotes.citations.filter((c) => c.source === 'note')).toEqual([]);
    const notesOnly = await ask('dentist appointment', { files: [], notes: true });
    expect(notesOnly.citations[0]).toMatchObject({ source: 'note', title: 'Dentist' });
  });

  it('says nothing was found with no citations', async () => {
    const { citations, mode } = await ask('xylophone zeppelin quokka');
    expect({ citations, mode }).toEqual({ citations: [], mode: 'quotes' });
  });
});
