/** Text, or a link to the note (or, with `kind`, the event or file) with this id. */
export type Inline = string | { link: string; kind?: 'event' | 'file' };

/** A note body of one paragraph of text and links, with its plain text. */
export const linking = (...parts: Inline[]) => ({
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: parts.map((part) =>
          typeof part === 'string'
            ? { type: 'text', text: part }
            : {
                type: 'noteLink',
                attrs: part.kind ? { noteId: part.link, kind: part.kind } : { noteId: part.link },
              },
        ),
      },
    ],
  },
  plainText: parts.filter((part) => typeof part === 'string').join(''),
});
