import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NoteFilter } from '@/api/schema';
import { SEARCH_DEBOUNCE_MS } from '@/config';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { ConflictDialog } from '@/components/notes/ConflictDialog';
import { DeleteForeverDialog } from '@/components/notes/DeleteForeverDialog';
import { DraftRecoveryDialog } from '@/components/shared/DraftRecoveryDialog';
import type { NotesView } from '@/components/notes/NoteCard';
import { LazyNoteEditorDialog, prefetchNoteEditor } from '@/components/notes/NoteEditor';
import { NotesFilters } from '@/components/notes/NotesFilters';
import { NotesList } from '@/components/notes/NotesList';
import { NoteExportDialog } from '@/components/notes/NoteExportDialog';
import { NoteImportDialog } from '@/components/notes/NoteImportDialog';
import { RenameTagDialog } from '@/components/notes/RenameTagDialog';
import { ShortcutsDialog } from '@/components/notes/ShortcutsDialog';
import { ConfirmDialog } from '@/components/shared/ConfirmDialog';
import { BacklinksContainer } from './BacklinksContainer';
import { NoteHistoryContainer } from './NoteHistoryContainer';
import { useEditingSession } from './useEditingSession';
import { useNoteHistory } from './useNoteHistory';
import { useNoteActions } from './useNoteActions';
import { useNoteDeepLink } from './useNoteDeepLink';
import { useNoteVersionLink } from './useNoteVersionLink';
import { useNoteLinks } from './useNoteLinks';
import { useNotebookShortcuts } from './useNotebookShortcuts';
import { useNoteTransfer } from './useNoteTransfer';
import { useTagChanges } from './useTagChanges';
import { useNotesQuery } from './useNotesQuery';

/** `/digi_notebook`: filter, search and browse notes; edit one at a time with autosave. */
export function NotebookPage() {
  const [filter, setFilter] = useState<NoteFilter>('all');
  const [tag, setTag] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<NotesView>('grid');
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const list = useNotesQuery(filter, tag, search);
  const editor = useEditingSession();
  const actions = useNoteActions();
  const history = useNoteHistory(editor);
  const session = editor.opened;
  useNoteDeepLink(editor, list.notes);
  useNoteVersionLink(session?.recordId ?? null, history.showAt);
  const links = useNoteLinks(session?.recordId ?? null);
  const transfer = useNoteTransfer(tag);
  const tagChanges = useTagChanges(tag, setTag, list.tags);

  const anyDialog =
    session !== null ||
    helpOpen ||
    transfer.importing.open ||
    transfer.exporting.open ||
    Boolean(tagChanges.renaming?.open) ||
    tagChanges.deleting.open ||
    editor.conflict !== null ||
    editor.recovered !== null ||
    actions.pendingDelete !== null;
  useNotebookShortcuts(!anyDialog, {
    newNote: editor.openNew,
    focusSearch: () => searchRef.current?.focus(),
    help: () => setHelpOpen(true),
  });

  const closeAnd = (action: 'archive' | 'trash') => async () => {
    const id = session?.recordId;
    await editor.close();
    if (id) await actions.putAway(id, action);
  };

  return (
    // Pointing at or tabbing into the notebook fetches the editor before it is wanted.
    <Stack spacing={2} onPointerOver={prefetchNoteEditor} onFocus={prefetchNoteEditor}>
      <Typography component="h1" variant="h4">
        <FormattedMessage id="notes.page.title" />
      </Typography>
      <NotesFilters
        filter={filter}
        onFilterChange={setFilter}
        tag={tag}
        onTagChange={setTag}
        tags={list.tags}
        query={query}
        onQueryChange={setQuery}
        searching={query.trim() !== '' && (query !== search || list.refreshing)}
        view={view}
        onViewChange={setView}
        onNewNote={editor.openNew}
        onShowShortcuts={() => setHelpOpen(true)}
        onRenameTag={tagChanges.openRename}
        onDeleteTag={tagChanges.openDelete}
        onImport={transfer.openImport}
        onExport={transfer.openExport}
        searchRef={searchRef}
      />
      <NotesList
        notes={list.notes}
        highlights={list.highlights}
        view={view}
        status={list.status}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        onOpen={editor.openNote}
        onAction={actions.run}
        busyIds={actions.busyIds}
        filter={filter}
        query={search}
        tag={tag}
      />
      {session ? (
        <LazyNoteEditorDialog
          open
          editorKey={session.key}
          initial={session.initial}
          onChange={editor.change}
          saveState={editor.saveState}
          tagOptions={list.tags.map((item) => item.tag)}
          onClose={() => void editor.close()}
          onArchive={session.recordId && !session.readOnly ? closeAnd('archive') : undefined}
          onTrash={session.recordId && !session.readOnly ? closeAnd('trash') : undefined}
          onShowHistory={session.recordId && !session.readOnly ? history.show : undefined}
          onExport={session.recordId ? () => transfer.exportOne(session.recordId!) : undefined}
          autoFocusTitle={session.isNew}
          readOnly={session.readOnly}
          links={links}
          footer={
            session.recordId ? (
              <BacklinksContainer
                noteId={session.recordId}
                title={session.initial.title}
                onOpen={links.open}
              />
            ) : null
          }
        />
      ) : null}
      {history.shown ? (
        <NoteHistoryContainer
          noteId={history.shown.noteId}
          currentText={history.shown.currentText}
          unsaved={history.shown.unsaved}
          linkedVersionId={history.shown.versionId}
          onRestore={history.restore}
          onClose={history.hide}
        />
      ) : null}
      {editor.conflict ? (
        <ConflictDialog
          open
          mine={editor.conflict.mine}
          theirs={editor.conflict.theirs}
          onKeepMine={() => void editor.resolveConflict('keepMine')}
          onTakeTheirs={() => void editor.resolveConflict('takeTheirs')}
          onCopyMine={() => void editor.resolveConflict('copyMine')}
          busy={editor.resolving}
        />
      ) : null}
      {editor.recovered ? (
        <DraftRecoveryDialog
          open
          title={editor.recovered.value.draft.title}
          plainText={editor.recovered.value.draft.plainText}
          savedAt={editor.recovered.savedAt}
          onRestore={editor.restoreRecovered}
          onDiscard={editor.discardRecovered}
        />
      ) : null}
      <DeleteForeverDialog
        title={actions.pendingDelete ? actions.pendingDelete.title : null}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <NoteImportDialog {...transfer.importing} />
      <NoteExportDialog {...transfer.exporting} />
      {tagChanges.renaming && <RenameTagDialog {...tagChanges.renaming} />}
      <ConfirmDialog
        open={tagChanges.deleting.open}
        title={
          <FormattedMessage
            id="notes.tags.delete.title"
            values={{ tag: <bdi>{tagChanges.deleting.tag}</bdi> }}
          />
        }
        body={
          <FormattedMessage
            id="notes.tags.delete.body"
            values={{ count: tagChanges.deleting.count }}
          />
        }
        cancelLabel={<FormattedMessage id="notes.tags.delete.cancel" />}
        confirmLabel={<FormattedMessage id="notes.tags.delete.confirm" />}
        busy={tagChanges.deleting.busy}
        onConfirm={tagChanges.deleting.onConfirm}
        onCancel={tagChanges.deleting.onCancel}
      />
    </Stack>
  );
}
