import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import { ColorPicker, noteBackground } from '@/components/shared/ColorPicker';
import type { SaveState } from '@/components/shared/SaveStatus';
import { TagPicker } from '@/components/notes/TagPicker';
import { editorBody, type NoteDraft } from './editorDraft';
import { EditorToolbar } from './EditorToolbar';
import { noteExtensions } from './extensions';
import { NoteEditorHeader } from './NoteEditorHeader';
import { NoteLinkPicker } from './NoteLinkPicker';
import { NoteLinksContext, type NoteEditorLinks } from './noteLinksContext';
import { proseStyles } from './proseStyles';
import { isReadableContent } from './readableContent';
import { textAnchor } from './textAnchor';
import { useNoteLinkPicker } from './useNoteLinkPicker';

export interface NoteEditorProps {
  /** The note as opened; re-key the editor to load another version. */
  initial: NoteDraft;
  onChange: (draft: NoteDraft) => void;
  saveState: SaveState;
  tagOptions: string[];
  onClose: () => void;
  onArchive?: () => void;
  onTrash?: () => void;
  /** Opens the note's version history (the page's dialog). */
  onShowHistory?: () => void;
  /** Downloads the saved note as Markdown. */
  onExport?: () => void;
  autoFocusTitle?: boolean;
  /** Trashed notes are shown but not edited until restored. */
  readOnly?: boolean;
  /** Links to other notes: their titles, and what `[[` and a link's click need. */
  links?: NoteEditorLinks;
  /** Shown under the text, e.g. the notes that link here. */
  footer?: ReactNode;
}

/** Title, rich text (Tiptap, stored as JSON plus plain text), tags, colour and pin of one note. */
export function NoteEditor({
  initial,
  onChange,
  saveState,
  tagOptions,
  onClose,
  onArchive,
  onTrash,
  onShowHistory,
  onExport,
  autoFocusTitle = false,
  readOnly: readOnlyProp = false,
  links,
  footer,
}: NoteEditorProps) {
  const intl = useIntl();
  // Content the editor cannot hold would open empty and be saved over: show it, change nothing.
  const [unreadable] = useState(() => !isReadableContent(initial.content));
  const readOnly = readOnlyProp || unreadable;
  const linking = useNoteLinkPicker(links, readOnly);
  const bodyId = useId();
  const [meta, setMeta] = useState(() => ({
    title: initial.title,
    tags: initial.tags,
    color: initial.color,
    pinned: initial.pinned,
  }));
  const metaRef = useRef(meta);
  const onChangeRef = useRef(onChange);
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (autoFocusTitle) titleRef.current?.focus();
  }, [autoFocusTitle]);

  const editor = useEditor({
    extensions: noteExtensions(
      (text) => intl.formatMessage({ id: 'notes.editor.task' }, { text: text || '…' }),
      linking.request,
    ),
    content: unreadable ? null : initial.content,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: bodyId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': intl.formatMessage({ id: 'notes.editor.body' }),
      },
    },
    onUpdate: ({ editor: current }) =>
      onChangeRef.current({ ...metaRef.current, ...editorBody(current) }),
  });

  const update = (changes: Partial<typeof meta>) => {
    const next = { ...metaRef.current, ...changes };
    metaRef.current = next;
    setMeta(next);
    onChangeRef.current({ ...next, ...editorBody(editor) });
  };

  return (
    <Paper
      elevation={0}
      sx={(theme) => ({
        bgcolor: noteBackground(theme, meta.color),
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
      })}
    >
      <NoteEditorHeader
        saveState={saveState}
        pinned={meta.pinned}
        onTogglePin={readOnly ? undefined : () => update({ pinned: !meta.pinned })}
        onArchive={onArchive}
        onTrash={onTrash}
        onShowHistory={onShowHistory}
        onExport={onExport}
        onClose={onClose}
      />
      <InputBase
        value={meta.title}
        onChange={(event) => update({ title: event.target.value })}
        placeholder={intl.formatMessage({ id: 'notes.editor.titlePlaceholder' })}
        readOnly={readOnly}
        inputRef={titleRef}
        onKeyDown={(event) => {
          // Enter in the title moves on to the body, as in every notes app.
          if (event.key === 'Enter') {
            event.preventDefault();
            if (unreadable) return;
            // Synchronously, unlike the focus command, so the next keystroke already lands there.
            editor.commands.setTextSelection(1);
            editor.view.focus();
          }
        }}
        inputProps={{
          'aria-label': intl.formatMessage({ id: 'notes.editor.title' }),
          maxLength: NOTE_LIMITS.title,
        }}
        sx={{ typography: 'h5', fontWeight: 600 }}
      />
      {readOnly ? null : <EditorToolbar editor={editor} />}
      {unreadable ? (
        <>
          <Alert severity="warning" role="status">
            <AlertTitle>
              <FormattedMessage id="notes.editor.unreadableTitle" />
            </AlertTitle>
            <FormattedMessage id="notes.editor.unreadable" />
          </Alert>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {initial.plainText}
          </Typography>
        </>
      ) : (
        <NoteLinksContext value={linking.context}>
          <Box sx={proseStyles}>
            <EditorContent editor={editor} />
          </Box>
          {linking.pickerAt === null ? null : (
            <NoteLinkPicker
              anchor={textAnchor(editor, linking.pickerAt)}
              search={linking.search}
              onPick={(note) => linking.pick(editor, note)}
              onCreate={(title) => void linking.createAndLink(editor, title)}
              onCancel={(typed) => linking.cancel(editor, typed)}
            />
          )}
        </NoteLinksContext>
      )}
      {footer}
      <TagPicker
        value={meta.tags}
        onChange={(tags) => update({ tags })}
        options={tagOptions}
        disabled={readOnly}
      />
      <ColorPicker value={meta.color} onChange={(color) => update({ color })} disabled={readOnly} />
    </Paper>
  );
}
