import { useCallback } from 'react';
import { useSnackbar } from '@/components/Snackbar';
import {
  useDeleteFileMutation,
  useRenameFileMutation,
  useRestoreFileMutation,
} from '@/state/api/filesApi';

// A failure has nothing to undo: an error alert without the UNDO button.
const failure = (messageId: string) =>
  ({
    messageId,
    variant: 'alert',
    alert: { color: 'error', variant: 'filled' },
    actionButton: false,
  }) as const;

/** Rename, and delete with UNDO in the snackbar (deleting a pending file also stops its indexing). */
export function useFileActions() {
  const snackbar = useSnackbar();
  const [renameFile] = useRenameFileMutation();
  const [deleteFile] = useDeleteFileMutation();
  const [restoreFile] = useRestoreFileMutation();

  const rename = useCallback(
    async (id: string, name: string) => {
      await renameFile({ id, name }).unwrap();
    },
    [renameFile],
  );

  const remove = useCallback(
    (id: string) => {
      deleteFile(id)
        .unwrap()
        .then(
          () =>
            snackbar.open({
              messageId: 'files.deleted',
              onUndo: () => {
                restoreFile(id)
                  .unwrap()
                  .catch(() => snackbar.open(failure('files.restoreFailed')));
              },
            }),
          () => snackbar.open(failure('files.deleteFailed')),
        );
    },
    [deleteFile, restoreFile, snackbar],
  );

  return { rename, remove };
}
