// The backlinks figure for `npm run bench:notes` (docs/product.md, "Links"): p99 of the first
// page of "Linked from" for a note that 1,000 others link to, each saved through the API.
import { signUp } from './benchClient.mjs';

const LINKING_NOTES = 1_000;

/** A one-paragraph document that mentions the target note by id, as the editor saves it. */
const mentioning = (noteId, i) => ({
  title: `Mentions ${i}`,
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: `Step ${i} of the plan, see ` },
          { type: 'noteLink', attrs: { noteId } },
          { type: 'text', text: ' for the details.' },
        ],
      },
    ],
  },
  plainText: `Step ${i} of the plan, see  for the details.`,
});

export async function benchBacklinks(call, time) {
  const { token } = await signUp(call);
  const target = await call('POST', '/notes', { token, body: { title: 'The plan' } });
  if (target.status !== 201) throw new Error(`create failed: ${target.status}`);
  const started = performance.now();
  for (let i = 0; i < LINKING_NOTES; i++) {
    const source = await call('POST', '/notes', {
      token,
      body: mentioning(target.body.note.id, i),
    });
    if (source.status !== 201)
      throw new Error(`linking note failed: ${source.status} ${JSON.stringify(source.body)}`);
  }
  console.log(
    `Saved ${LINKING_NOTES.toLocaleString('en')} notes linking to one in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await time(`backlinks of a note linked from ${LINKING_NOTES.toLocaleString('en')}`, async () => {
    const page = await call('GET', `/notes/${target.body.note.id}/backlinks`, { token });
    if (page.status !== 200 || page.body.items.length === 0)
      throw new Error(`backlinks failed: ${page.status}`);
  });
}
