/** Text, or a link to the note with this id. */
export type Inline = string | { link: string };

/** A note body of one paragraph of text and links to notes, with its plain text. */
export const linking = (...parts: Inline[]) => ({
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: parts.map((part) =>
          typeof part === 'string'
            ? { type: 'text', text: part }
            : { type: 'noteLink', attrs: { noteId: part.link } },
        ),
      },
    ],
  },
  plainText: parts.filter((part) => typeof part === 'string').join(''),
});
