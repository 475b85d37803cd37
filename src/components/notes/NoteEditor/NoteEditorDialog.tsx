import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { NoteEditor, type NoteEditorProps } from './NoteEditor';

export interface NoteEditorDialogProps extends NoteEditorProps {
  open: boolean;
  /** Changes the key the editor mounts with: a new note or a version taken from the server. */
  editorKey: string;
}

/** The editor over the list; Escape or the close button close it (the page saves first). */
export function NoteEditorDialog({ open, editorKey, ...editor }: NoteEditorDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={editor.onClose}
      fullScreen={small}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { 'aria-label': intl.formatMessage({ id: 'notes.editor.label' }) } }}
    >
      <NoteEditor key={editorKey} {...editor} />
    </Dialog>
  );
}
