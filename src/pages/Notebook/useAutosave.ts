import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Note } from '@/api/schema';
import { BLANK_NOTE_DRAFT, type NoteDraft } from '@/components/NoteEditor';
import type { SaveState } from '@/components/SaveStatus';
import { useNotify } from '@/components/Notifications';
import { useAppDispatch } from '@/state/hooks';
import {
  refreshNotes,
  useCreateNoteMutation,
  useLazyGetNoteQuery,
  useUpdateNoteMutation,
} from '@/state/api/notesApi';
import { sessionForDraft, sessionForNote, type EditingSession } from './editingSession';
import { NOTEBOOK_TIMING } from './notebookConfig';
import { useDraft } from '@/hooks/useDraft';
import { NOTE_DRAFT_NAME, storedNoteDraftSchema, type StoredNoteDraft } from './noteDraftStorage';
import { saveFailureAction } from './saveFailure';
import { asApiError, useNoteErrors } from './useNoteErrors';

export interface NoteConflictState {
  mine: NoteDraft;
  theirs: Note;
}

/**
 * The open note and its way to the server: every change is kept on this device at once, sent
 * after a pause, retried when the connection returns, and checked against the version it started
 * from so an edit made elsewhere is never silently overwritten.
 */
export function useAutosave() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { notify } = useNotify();
  const showError = useNoteErrors();
  const [createNote] = useCreateNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [fetchNote] = useLazyGetNoteQuery();
  const [session, setSession] = useState<EditingSession | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<NoteConflictState | null>(null);
  // Kept per user by useDraft, which also keeps a 401's sign-out from orphaning what was typed.
  const drafts = useDraft<StoredNoteDraft>(NOTE_DRAFT_NAME, storedNoteDraftSchema);
  const { keep, clear, restore, discard } = drafts;
  const live = useRef({
    noteId: null as string | null,
    baseVersion: null as number | null,
    draft: BLANK_NOTE_DRAFT,
    dirty: false,
    saving: false,
    blocked: false,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);
  /** Resolves when the save in flight (if any) has finished. */
  const settled = useRef<Promise<void>>(Promise.resolve());

  const keepLocally = useCallback(() => {
    const { noteId, baseVersion, draft } = live.current;
    keep({ noteId, baseVersion, draft });
  }, [keep]);

  const schedule = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), ms);
  }, []);

  const failed = useCallback(
    async (error: unknown, draft: NoteDraft) => {
      const current = live.current;
      current.dirty = true;
      const action = saveFailureAction(asApiError(error));
      if (action === 'offline') setSaveState('offline');
      else if (action === 'signedOut') setSaveState('unsaved');
      else if (action === 'conflict' && current.noteId) {
        current.blocked = true;
        setSaveState('unsaved');
        const theirs = await fetchNote(current.noteId)
          .unwrap()
          .catch(() => null);
        if (theirs) setConflict({ mine: draft, theirs });
      } else if (action === 'recreate') {
        current.noteId = null;
        current.baseVersion = null;
      } else {
        setSaveState('error');
        showError(error);
      }
      if (action === 'offline' || action === 'retry') schedule(NOTEBOOK_TIMING.retryMs);
      if (action === 'recreate') schedule(0);
    },
    [fetchNote, schedule, showError],
  );

  const flush = useCallback(async () => {
    const current = live.current;
    if (current.saving || current.blocked || !current.dirty) return;
    clearTimeout(timer.current);
    current.saving = true;
    current.dirty = false;
    setSaveState('saving');
    const draft = current.draft;
    let done = () => undefined as void;
    settled.current = new Promise<void>((resolve) => (done = resolve));
    try {
      const note =
        current.noteId === null
          ? await createNote({ ...draft, refreshList: false }).unwrap()
          : await updateNote({
              id: current.noteId,
              changes: { version: current.baseVersion ?? 1, ...draft },
              refreshList: false,
            }).unwrap();
      current.noteId = note.id;
      current.baseVersion = note.version;
      if (current.dirty) {
        keepLocally();
        schedule(0);
      } else {
        clear();
        setSaveState('saved');
      }
    } catch (error) {
      await failed(error, draft);
    } finally {
      current.saving = false;
      done();
    }
  }, [createNote, updateNote, keepLocally, schedule, failed, clear]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  useEffect(() => {
    const online = () => void flushRef.current();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, []);

  const begin = useCallback((next: EditingSession, dirty: boolean) => {
    live.current = {
      noteId: next.noteId,
      baseVersion: next.baseVersion,
      draft: next.initial,
      dirty,
      saving: false,
      blocked: false,
    };
    setSession(next);
    setConflict(null);
    setSaveState(dirty ? 'unsaved' : 'saved');
  }, []);

  const openNote = useCallback((note: Note) => begin(sessionForNote(note), false), [begin]);
  const openNew = useCallback(
    () => begin(sessionForDraft(null, null, BLANK_NOTE_DRAFT, true), false),
    [begin],
  );

  const change = useCallback(
    (draft: NoteDraft) => {
      live.current.draft = draft;
      live.current.dirty = true;
      setSaveState((state) => (state === 'offline' ? state : 'unsaved'));
      keepLocally();
      schedule(NOTEBOOK_TIMING.autosaveMs);
    },
    [keepLocally, schedule],
  );

  const close = useCallback(async () => {
    // A save already on its way may leave newer keystrokes behind: send those too before the
    // editor lets go of this note (the next note would otherwise take their place).
    for (let round = 0; round < 3 && (live.current.saving || live.current.dirty); round++) {
      await settled.current;
      await flush();
    }
    clearTimeout(timer.current);
    setSession(null);
    setConflict(null);
    dispatch(refreshNotes());
  }, [flush, dispatch]);

  const resolveConflict = useCallback(
    async (choice: 'keepMine' | 'takeTheirs' | 'copyMine') => {
      if (!conflict) return;
      const { mine, theirs } = conflict;
      const current = live.current;
      setConflict(null);
      current.blocked = false;
      if (choice === 'keepMine') {
        current.baseVersion = theirs.version;
        current.dirty = true;
        await flush();
      } else if (choice === 'takeTheirs') {
        clear();
        begin(sessionForNote(theirs), false);
      } else {
        begin(sessionForDraft(null, null, mine), true);
        await flushRef.current();
        notify(intl.formatMessage({ id: 'notes.snackbar.copied' }), { variant: 'success' });
      }
      dispatch(refreshNotes());
    },
    [conflict, flush, begin, clear, notify, intl, dispatch],
  );

  const restoreRecovered = useCallback(() => {
    const stored = restore();
    if (!stored) return;
    begin(
      sessionForDraft(stored.noteId, stored.baseVersion, stored.draft, stored.noteId === null),
      true,
    );
    schedule(0);
  }, [restore, begin, schedule]);

  return {
    session,
    saveState,
    conflict,
    currentDraft: () => live.current.draft,
    openNote,
    openNew,
    change,
    close,
    resolveConflict,
    recovered: drafts.offered,
    restoreRecovered,
    discardRecovered: discard,
  };
}
