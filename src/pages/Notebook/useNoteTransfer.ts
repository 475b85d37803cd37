import { useState } from 'react';
import { useAppDispatch } from '@/state/hooks';
import type { NoteExportDialogProps } from '@/components/notes/NoteExportDialog';
import type { NoteImportDialogProps } from '@/components/notes/NoteImportDialog';
import { useFeedback } from '@/hooks/useFeedback';
import { saveFile } from '@/lib/saveFile';
import {
  applyNoteImport,
  exportNote,
  exportNotes,
  notesImported,
  previewNoteImport,
} from '@/state/api/noteTransferApi';

/** The notebook's import and export dialogs, and the one-note Markdown export. */
export function useNoteTransfer(tag: string | null) {
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
  const close = () => setDialog(null);

  const importing: NoteImportDialogProps = {
    open: dialog === 'import',
    onClose: close,
    onPreview: (files, onProgress) => previewNoteImport(files, { onProgress }),
    onApply: async (files, onProgress) => {
      const result = await applyNoteImport(files, { onProgress });
      if (result.created > 0) dispatch(notesImported());
      return result;
    },
  };

  const exporting: NoteExportDialogProps = {
    open: dialog === 'export',
    onClose: close,
    tag,
    onExport: async (query) => {
      const file = await exportNotes(query);
      saveFile(file.blob, file.name);
    },
  };

  const exportOne = (id: string) => {
    exportNote(id).then(
      (file) => saveFile(file.blob, file.name),
      (error: unknown) => feedback.failed(error),
    );
  };

  return {
    importing,
    exporting,
    exportOne,
    openImport: () => setDialog('import'),
    openExport: () => setDialog('export'),
  };
}
