import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { toApiError } from '@/api/client';
import type { SaveState } from '@/components/shared/SaveStatus';
import { useStoredDraft } from '@/hooks/useStoredDraft';
import * as machine from './draftSession';
import type { DraftSession, DraftTiming, SaveRequest, Step } from './draftSession';
import { saveFailureAction } from './saveFailure';
import { storedDraftOf, type StoredDraft } from './storedDraft';
import { storedDraftCheck } from './storedDraftSchema';

/** A record as the server has it: enough to continue and to detect edits made elsewhere. */
export interface VersionedRecord {
  id: string;
  version: number;
}

export interface DraftSessionOptions<D, R extends VersionedRecord> {
  /** The name drafts go under on this device (one open record per name). */
  name: string;
  /** Checks a draft read back from this device. */
  draftSchema: z.ZodType<D>;
  timing: DraftTiming;
  /** Creates or updates the record; rejects with what the client rejects with. */
  send: (request: SaveRequest<D>) => Promise<R>;
  /** The record as it is now on the server, for a conflict. */
  fetchLatest: (id: string) => Promise<R>;
  draftOf: (record: R) => D;
  /** Tells the user why a save failed. */
  report: (error: unknown) => void;
}

/** What the editor shows: changes identity (`key`) whenever it must load other content. */
export interface OpenedDraft<D> {
  key: string;
  recordId: string | null;
  initial: D;
  isNew: boolean;
  /** Shown but not editable (a trashed note, a calendar shared read-only). */
  readOnly: boolean;
}

export interface OpenDraft<D> {
  recordId: string | null;
  baseVersion: number | null;
  draft: D;
  /** True when the server does not have `draft` yet: it is sent at once. */
  dirty: boolean;
  isNew: boolean;
  readOnly?: boolean;
  /** The key a recovered draft's create already used; a new one is drawn otherwise. */
  idempotencyKey?: string;
}

export interface DraftConflict<D, R> {
  mine: D;
  theirs: R;
}

export type ConflictChoice = 'keepMine' | 'takeTheirs' | 'copyMine';

let sessionCounter = 0;
const nextKey = () => `draft-${(sessionCounter += 1)}`;
const newIdempotencyKey = () => crypto.randomUUID();

/**
 * Runs a DraftSession (see draftSession.ts) for one editor: holds the current session, carries
 * out the effects each transition asks for, and offers back a draft a previous visit left here.
 */
export function useDraftSession<D, R extends VersionedRecord>(options: DraftSessionOptions<D, R>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [check] = useState(() => storedDraftCheck(options.draftSchema));
  const drafts = useStoredDraft<StoredDraft<D>>(options.name, check);
  const { keep, clear, restore, discard } = drafts;

  const [opened, setOpened] = useState<OpenedDraft<D> | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<DraftConflict<D, R> | null>(null);
  const [resolving, setResolving] = useState(false);
  const current = useRef<DraftSession<D> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Resolves when the save in flight (if any) has finished. */
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const flushRef = useRef<() => Promise<void>>(async () => undefined);

  const apply = useCallback(
    async ({ session, effects }: Step<D>, error?: unknown) => {
      current.current = session;
      setSaveState(session.saveState);
      for (const effect of effects) {
        switch (effect.type) {
          case 'keepLocally':
            keep(storedDraftOf(session));
            break;
          case 'clearLocally':
            clear();
            break;
          case 'schedule':
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void flushRef.current(), effect.ms);
            break;
          case 'report':
            latest.current.report(error);
            break;
          case 'fetchTheirs': {
            const theirs = await latest.current
              .fetchLatest(session.recordId ?? '')
              .catch(() => null);
            if (theirs && current.current?.key === session.key) {
              setConflict({ mine: session.draft, theirs });
            }
            break;
          }
        }
      }
    },
    [keep, clear],
  );

  const flush = useCallback(async () => {
    const session = current.current;
    if (!session) return;
    const { session: sending, request } = machine.saveStarted(session);
    if (!request) return;
    clearTimeout(timer.current);
    current.current = sending;
    setSaveState(sending.saveState);
    let done = () => undefined as void;
    inFlight.current = new Promise<void>((resolve) => (done = resolve));
    try {
      const saved = await latest.current.send(request);
      // Another record may have been opened meanwhile; this answer belongs to the old one.
      if (current.current?.key === sending.key)
        await apply(machine.saveSucceeded(current.current, saved));
    } catch (error) {
      if (current.current?.key === sending.key) {
        const action = saveFailureAction(toApiError(error));
        await apply(
          machine.saveFailed(current.current, action, latest.current.timing, newIdempotencyKey()),
          error,
        );
      }
    } finally {
      done();
    }
  }, [apply]);

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

  /** Shows a draft in the editor and starts its way to the server. */
  const open = useCallback(
    (start: OpenDraft<D>) => {
      clearTimeout(timer.current);
      const key = nextKey();
      const { recordId, baseVersion, draft, dirty, isNew, readOnly = false } = start;
      setOpened({ key, recordId, initial: draft, isNew, readOnly });
      setConflict(null);
      void apply(
        machine.startSession({
          key,
          recordId,
          baseVersion,
          idempotencyKey: start.idempotencyKey ?? newIdempotencyKey(),
          draft,
          dirty,
        }),
      );
    },
    [apply],
  );

  const change = useCallback(
    (draft: D) => {
      if (current.current)
        void apply(machine.changed(current.current, draft, latest.current.timing));
    },
    [apply],
  );

  /**
   * Sends the draft now (a form's Save button); true once the server has all of it. False
   * leaves the session open: a conflict to choose from, a refusal to correct, an ended session.
   */
  const save = useCallback(async () => {
    await inFlight.current;
    await flush();
    const session = current.current;
    return session !== null && !session.dirty && !session.saving;
  }, [flush]);

  /** Sends what can still be sent, then lets go of the record. */
  const close = useCallback(async () => {
    // A save on its way may leave newer keystrokes behind: those go out before the editor lets go.
    while (current.current && machine.mustSaveBeforeClose(current.current)) {
      await inFlight.current;
      await flush();
    }
    clearTimeout(timer.current);
    setOpened(null);
    setConflict(null);
  }, [flush]);

  /** Lets go of the record without sending what changed (a form's Cancel, a deletion). */
  const abandon = useCallback(() => {
    clearTimeout(timer.current);
    current.current = null;
    clear();
    setOpened(null);
    setConflict(null);
    setSaveState('saved');
  }, [clear]);

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      const session = current.current;
      if (!conflict || !session || resolving) return;
      setResolving(true);
      try {
        const { mine, theirs } = conflict;
        if (choice === 'keepMine') {
          await apply(machine.keptMine(session, theirs.version));
          await flush();
        } else if (choice === 'takeTheirs') {
          clear();
          open({
            recordId: theirs.id,
            baseVersion: theirs.version,
            draft: latest.current.draftOf(theirs),
            dirty: false,
            isNew: false,
          });
        } else {
          open({ recordId: null, baseVersion: null, draft: mine, dirty: true, isNew: false });
          await flush();
        }
      } finally {
        setResolving(false);
        // A newer conflict found while resolving this one stays for the user.
        setConflict((shown) => (shown === conflict ? null : shown));
      }
    },
    [conflict, resolving, apply, flush, clear, open],
  );

  /** The draft and version being edited now, or null when no record is open (history, diffs). */
  const editing = useCallback((): Pick<DraftSession<D>, 'draft' | 'baseVersion'> | null => {
    const session = current.current;
    return session ? { draft: session.draft, baseVersion: session.baseVersion } : null;
  }, []);

  /** Opens the draft a previous visit left on this device, and sends it. */
  const restoreRecovered = useCallback(() => {
    const stored = restore();
    if (!stored) return;
    open({ ...stored, dirty: true, isNew: stored.recordId === null });
  }, [restore, open]);

  return {
    opened,
    saveState,
    conflict,
    resolving,
    open,
    change,
    save,
    close,
    abandon,
    resolveConflict,
    editing,
    recovered: drafts.offered,
    restoreRecovered,
    discardRecovered: discard,
  };
}
