import Link from '@mui/material/Link';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { noteLink } from '@/routes/paths';
import { BrokenNoteLink } from './BrokenNoteLink';
import { NoteLinksContext } from './noteLinksContext';

/** A link to a note inside the text: its title now, opening the note; or a broken link. */
export function NoteLinkView({ node, updateAttributes, editor }: ReactNodeViewProps) {
  const intl = useIntl();
  const links = useContext(NoteLinksContext);
  const noteId = String(node.attrs.noteId);
  const title = links.titles[noteId];
  return (
    <NodeViewWrapper as="span" data-note-id={noteId}>
      {title === null ? (
        <BrokenNoteLink
          onCreate={
            links.create && editor.isEditable
              ? async (wanted) => {
                  const created = await links.create?.(wanted);
                  if (created) updateAttributes({ noteId: created.id });
                  return created !== null && created !== undefined;
                }
              : null
          }
        />
      ) : (
        <Link
          href={noteLink(noteId)}
          contentEditable={false}
          onClick={(event) => {
            event.preventDefault();
            links.open(noteId);
          }}
          sx={{ fontWeight: 500, textDecorationStyle: 'solid' }}
          aria-label={intl.formatMessage(
            { id: 'notes.links.linkLabel' },
            { title: title || intl.formatMessage({ id: 'notes.untitled' }) },
          )}
        >
          {title === undefined
            ? intl.formatMessage({ id: 'notes.links.unknownTitle' })
            : title || intl.formatMessage({ id: 'notes.untitled' })}
        </Link>
      )}
    </NodeViewWrapper>
  );
}
