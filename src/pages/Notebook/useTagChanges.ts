import { useState } from 'react';
import type { NoteTagsResponse } from '@/api/schema/notes';
import { toApiError } from '@/api/client';
import type { RenameTagDialogProps } from '@/components/notes/RenameTagDialog';
import { useFeedback } from '@/hooks/useFeedback';
import { useChangeTagMutation, useUndoTagChangeMutation } from '@/state/api/noteTagsApi';

/**
 * Renaming, moving and deleting the notebook's chosen tag: each offers UNDO, which puts every
 * note's tags back and the filter on the tag again.
 */
export function useTagChanges(
  tag: string | null,
  setTag: (tag: string | null) => void,
  tags: NoteTagsResponse['items'],
) {
  const feedback = useFeedback();
  const [changeTag, changing] = useChangeTagMutation();
  const [undoTagChange] = useUndoTagChangeMutation();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);

  const run = async (from: string, to: string | null) => {
    const result = await changeTag({ from, to }).unwrap();
    setDialog(null);
    setTag(to);
    feedback.undoable(to === null ? 'notes.tags.deleted' : 'notes.tags.renamed', () => {
      undoTagChange({ notes: result.undo })
        .unwrap()
        .then(() => setTag(from), feedback.failed);
    });
  };

  const renaming: RenameTagDialogProps | null = tag
    ? {
        open: dialog === 'rename',
        tag,
        tags: tags.map((item) => item.tag),
        onRename: (to) =>
          run(tag, to).catch((error: unknown) => {
            throw toApiError(error);
          }),
        onClose: () => setDialog(null),
      }
    : null;

  const deleting = {
    open: dialog === 'delete' && tag !== null,
    tag: tag ?? '',
    count: tags.find((item) => item.tag === tag)?.count ?? 0,
    busy: changing.isLoading,
    onConfirm: () => {
      if (tag) run(tag, null).catch(feedback.failed);
    },
    onCancel: () => setDialog(null),
  };

  return {
    renaming,
    deleting,
    openRename: () => setDialog('rename'),
    openDelete: () => setDialog('delete'),
  };
}
