import type { Backlink } from '@/api/schema/noteLinks';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The open note the stories show backlinks of. */
export const openNoteTitle = 'Trip to Porto';

/** Notes linking to it, as the backlinks route answers. */
export const backlinks: Backlink[] = [
  {
    noteId: id(1),
    title: 'Summer plans',
    before: 'Book the flights before May, then see ',
    after: ' for the hotel list.',
    updatedAt: '2026-05-02T09:30:00Z',
  },
  {
    noteId: id(2),
    title: 'Packing list',
    before: '',
    after: ': adapters, sunscreen',
    updatedAt: '2026-04-28T18:00:00Z',
  },
];

/** Many notes, some with long titles and long text around the link. */
export const manyBacklinks: Backlink[] = Array.from({ length: 12 }, (_, n) => ({
  noteId: id(100 + n),
  title:
    n % 3 === 0
      ? `A very long note title about everything we must not forget on the trip, part ${n + 1}`
      : `Note ${n + 1}`,
  before: 'and so on, words before the link that run on for quite a while as people write, '.slice(
    0,
    80,
  ),
  after: n % 2 === 0 ? ' — then the rest of the sentence after the link.' : '',
  updatedAt: '2026-04-01T10:00:00Z',
}));

/** Notes the editor stories link to and search. */
export const linkTargets = {
  trip: { id: id(201), title: 'Trip to Porto' },
  budget: { id: id(202), title: 'Travel budget' },
  gone: { id: id(203), title: 'Deleted note' },
  long: {
    id: id(204),
    title: 'An exceptionally long note title that keeps going well past the width of a line',
  },
} as const;
