import type { NoteVersion, NoteVersionSource, NoteVersionSummary } from '@/api/schema';

const id = (n: number) => `20000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

// Every source once, newest first: a new source fails the type check until it is listed here.
const everySource: Record<NoteVersionSource, true> = {
  import: true,
  agent: true,
  restore: true,
  conflict: true,
  editor: true,
  tag: true,
};

/** One version of each source, newest first, an hour apart. */
export const versionSummaries: NoteVersionSummary[] = (
  Object.keys(everySource) as NoteVersionSource[]
).map((source, index) => ({
  id: id(index + 1),
  savedAt: new Date(Date.UTC(2026, 10, 25, 15 - index)).toISOString(),
  source,
  title: 'Trip plan',
}));

export const currentText = 'Flights booked. Hotel: the one by the harbour, two nights.';

export const chosenVersion: NoteVersion = {
  ...versionSummaries[2]!,
  noteId: '10000000-0000-4000-8000-000000000001',
  content: { type: 'doc', content: [{ type: 'paragraph' }] },
  plainText: 'Flights booked. Hotel: still comparing two, three nights.',
  tags: ['travel'],
  color: 'default',
};

export const longVersion: NoteVersion = {
  ...chosenVersion,
  title: 'A very long title that keeps going to show how the history wraps it '.repeat(2),
  plainText: `${chosenVersion.plainText} `.repeat(40),
};
