import type { Note, NoteColor, NoteContent, NoteNode } from '@/api/schema';
import { NOTE_COLORS } from '@/api/schema';

// Fixed instants keep stories and screenshots deterministic: no current date anywhere.
export const FIXTURE_NOW = Date.parse('2026-03-14T09:30:00.000Z');
const MINUTE = 60_000;

function idFor(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

function paragraph(text: string): NoteNode {
  return text ? { type: 'paragraph', content: [{ type: 'text', text }] } : { type: 'paragraph' };
}

/** Editor JSON and its plain-text copy from simple paragraphs, as the editor would save them. */
export function contentFromParagraphs(paragraphs: string[]): {
  content: NoteContent;
  plainText: string;
} {
  return {
    content: { type: 'doc', content: paragraphs.map(paragraph) },
    plainText: paragraphs.join('\n'),
  };
}

export function makeNote(n: number, overrides: Partial<Note> = {}): Note {
  const at = new Date(FIXTURE_NOW - n * 17 * MINUTE).toISOString();
  const body = contentFromParagraphs([`Body of note ${n}.`]);
  return {
    id: idFor(n),
    title: `Note ${n}`,
    ...body,
    tags: [],
    color: 'default',
    pinned: false,
    archived: false,
    trashedAt: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const richContent: NoteContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Agenda' }] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [paragraph('Budget for the spring launch')] },
        { type: 'listItem', content: [paragraph('Hiring plan')] },
      ],
    },
    {
      type: 'taskList',
      content: [
        { type: 'taskItem', attrs: { checked: true }, content: [paragraph('Book the room')] },
        { type: 'taskItem', attrs: { checked: false }, content: [paragraph('Send the slides')] },
      ],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Notes from ' },
        {
          type: 'text',
          text: 'the wiki',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/wiki' } }],
        },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'npm run plan', marks: [{ type: 'code' }] },
      ],
    },
  ],
};

/** Three notes that show the main variations: pinned + coloured, rich text, tagged. */
export const threeNotes: Note[] = [
  makeNote(1, {
    title: 'Team meeting',
    content: richContent,
    plainText:
      'Agenda\nBudget for the spring launch\nHiring plan\nBook the room\nSend the slides\nNotes from the wiki and npm run plan',
    tags: ['work', 'meetings'],
    color: 'blue',
    pinned: true,
  }),
  makeNote(2, {
    title: 'Groceries',
    ...contentFromParagraphs(['Oat milk, lemons, basil, rye bread, coffee beans']),
    tags: ['home'],
    color: 'green',
  }),
  makeNote(3, {
    title: 'Reading list',
    ...contentFromParagraphs([
      'The Design of Everyday Things — Don Norman',
      'Thinking in Systems — Donella Meadows',
    ]),
    tags: ['books', 'home'],
    color: 'yellow',
  }),
];

export const archivedNote = makeNote(4, {
  title: 'Old project ideas',
  ...contentFromParagraphs(['A bird feeder that tweets.']),
  archived: true,
  tags: ['ideas'],
});

export const trashedNote = makeNote(5, {
  title: 'Draft to throw away',
  trashedAt: new Date(FIXTURE_NOW - 60 * MINUTE).toISOString(),
});

export const longNote = makeNote(6, {
  title:
    'A very long title that keeps going to show how the card truncates it without breaking the grid layout at all',
  ...contentFromParagraphs([
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12).trim(),
  ]),
  tags: ['a-long-tag-name', 'second', 'third', 'fourth', 'fifth'],
  color: 'purple',
});

const words = ['plan', 'call', 'idea', 'recipe', 'trip', 'draft', 'review', 'budget', 'garden'];

/** `count` deterministic notes: colours, tags and pins cycle so every filter has content. */
export function manyNotes(count: number): Note[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 100;
    const word = words[index % words.length] ?? 'note';
    const color: NoteColor = NOTE_COLORS[index % NOTE_COLORS.length] ?? 'default';
    return makeNote(n, {
      title: `${word.charAt(0).toUpperCase()}${word.slice(1)} #${index + 1}`,
      ...contentFromParagraphs([`Notes about the ${word} number ${index + 1}.`]),
      tags: [word],
      color,
      pinned: index % 250 === 0,
    });
  });
}
