import { useCallback } from 'react';
import { useFeedback } from '@/hooks/useFeedback';
import {
  useDeleteFileMutation,
  useRenameFileMutation,
  useRestoreFileMutation,
} from '@/state/api/filesApi';

/** Rename, and delete with UNDO in the snackbar (deleting a pending file also stops its indexing). */
export function useFileActions() {
  const feedback = useFeedback();
  const [renameFile] = useRenameFileMutation();
  const [deleteFile] = useDeleteFileMutation();
  const [restoreFile] = useRestoreFileMutation();

  const rename = useCallback(
    async (id: string, name: string) => {
      await renameFile({ id, name }).unwrap();
    },
    [renameFile],
  );

  // A failed delete or restore says why in the server's terms (gone already, offline, …).
  const remove = useCallback(
    (id: string) => {
      deleteFile(id)
        .unwrap()
        .then(
          () =>
            feedback.undoable('files.deleted', () => {
              restoreFile(id)
                .unwrap()
                .catch((error: unknown) => feedback.failed(error));
            }),
          (error: unknown) => feedback.failed(error),
        );
    },
    [deleteFile, restoreFile, feedback],
  );

  return { rename, remove };
}
