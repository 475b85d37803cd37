import Link from '@mui/material/Link';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { noteLink } from '@/routes/paths';
import { linkKindOf } from '@/api/schema/noteLinks';
import { BrokenNoteLink } from './BrokenNoteLink';
import { ItemLinkView } from './ItemLinkView';
import { linkedItemKey, NoteLinksContext } from './noteLinksContext';

/**
 * A link inside the text: to a note, its title now, opening the note, or a broken link; to an
 * event or a file, the same through ItemLinkView.
 */
export function NoteLinkView({ node, updateAttributes, editor }: ReactNodeViewProps) {
  const intl = useIntl();
  const links = useContext(NoteLinksContext);
  const noteId = String(node.attrs.noteId);
  const kind = linkKindOf({ type: node.type.name, attrs: node.attrs });
  const title = links.titles[noteId];
  if (kind !== 'note')
    return (
      <NodeViewWrapper as="span" data-note-id={noteId}>
        <ItemLinkView
          kind={kind}
          id={noteId}
          item={links.items[linkedItemKey(kind, noteId)]}
          ownCalendar={links.ownCalendar}
          onOpen={links.openItem}
        />
      </NodeViewWrapper>
    );
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
