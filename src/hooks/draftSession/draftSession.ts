import type { SaveState } from '@/components/shared/SaveStatus';
import type { SaveFailureAction } from './saveFailure';

/**
 * One record being edited on its way to the server, as plain data: every change is kept on this
 * device, sent after a pause, retried, and checked against the version it started from. The
 * transitions below are pure; `useDraftSession` keeps the current value and carries out the
 * effects each one asks for. Notes use it today; any editor with a versioned record can.
 */
export interface DraftSession<D> {
  /** Changes whenever the editor must load other content. */
  key: string;
  /** null: a new record the server has not created yet. */
  recordId: string | null;
  /** The version the edit started from, so a save detects an edit made elsewhere. */
  baseVersion: number | null;
  /** Sent with every create of this draft, so a retry or a recovered draft never makes two. */
  idempotencyKey: string;
  draft: D;
  /** Holds changes the server does not have yet. */
  dirty: boolean;
  saving: boolean;
  /** A conflict waits for the user's choice; nothing is sent meanwhile. */
  blocked: boolean;
  /** The last save failed in a way that trying again at once cannot fix. */
  stalled: boolean;
  /** The user kept their version in a conflict: the next save says so (the history's source). */
  resolvesConflict: boolean;
  saveState: SaveState;
}

export interface DraftTiming {
  /**
   * Quiet time after the last change before it is sent; null for a form the user saves with a
   * button (an event): changes are kept on this device and go out only on `save`.
   */
  autosaveMs: number | null;
  /** How long a failed save waits before trying again. */
  retryMs: number;
}

export type DraftEffect =
  /** Write the session to local storage (it has changes the server lacks). */
  | { type: 'keepLocally' }
  /** The server has everything: drop the local copy. */
  | { type: 'clearLocally' }
  /** Try to save after `ms`. */
  | { type: 'schedule'; ms: number }
  /** Someone saved a newer version: fetch it so the user can choose. */
  | { type: 'fetchTheirs' }
  /** Tell the user why the save failed. */
  | { type: 'report' };

export interface Step<D> {
  session: DraftSession<D>;
  effects: DraftEffect[];
}

export type SaveRequest<D> =
  | { kind: 'create'; draft: D; idempotencyKey: string }
  | { kind: 'update'; id: string; version: number; draft: D; afterConflict?: true };

/** Where a session starts; `dirty` when the server lacks the draft (a recovered one, a copy). */
export type SessionStart<D> = Pick<
  DraftSession<D>,
  'key' | 'recordId' | 'baseVersion' | 'idempotencyKey' | 'draft' | 'dirty'
>;

export function startSession<D>(start: SessionStart<D>): Step<D> {
  const session: DraftSession<D> = {
    ...start,
    saving: false,
    blocked: false,
    stalled: false,
    resolvesConflict: false,
    saveState: start.dirty ? 'unsaved' : 'saved',
  };
  return { session, effects: start.dirty ? [{ type: 'schedule', ms: 0 }] : [] };
}

/** The user changed the draft: keep it here at once, send it after a pause. */
export function changed<D>(session: DraftSession<D>, draft: D, timing: DraftTiming): Step<D> {
  return {
    session: {
      ...session,
      draft,
      dirty: true,
      stalled: false,
      // Offline stays offline until a save gets through; the text is kept here meanwhile.
      saveState: session.saveState === 'offline' ? 'offline' : 'unsaved',
    },
    effects:
      timing.autosaveMs === null
        ? [{ type: 'keepLocally' }]
        : [{ type: 'keepLocally' }, { type: 'schedule', ms: timing.autosaveMs }],
  };
}

/** A save may start: what to send, or null when one is under way, blocked or not needed. */
export function saveStarted<D>(session: DraftSession<D>): {
  session: DraftSession<D>;
  request: SaveRequest<D> | null;
} {
  if (session.saving || session.blocked || !session.dirty) return { session, request: null };
  const { draft, recordId, baseVersion, idempotencyKey } = session;
  return {
    session: { ...session, saving: true, dirty: false, saveState: 'saving' },
    request:
      recordId === null
        ? { kind: 'create', draft, idempotencyKey }
        : {
            kind: 'update',
            id: recordId,
            version: baseVersion ?? 1,
            draft,
            ...(session.resolvesConflict ? { afterConflict: true as const } : {}),
          },
  };
}

/** The server acknowledged `saved`; changes made meanwhile go out next. */
export function saveSucceeded<D>(
  session: DraftSession<D>,
  saved: { id: string; version: number },
): Step<D> {
  const next = {
    ...session,
    recordId: saved.id,
    baseVersion: saved.version,
    saving: false,
    stalled: false,
    resolvesConflict: false,
  };
  if (next.dirty) {
    return {
      session: next,
      effects: [{ type: 'keepLocally' }, { type: 'schedule', ms: 0 }],
    };
  }
  return { session: { ...next, saveState: 'saved' }, effects: [{ type: 'clearLocally' }] };
}

/**
 * The save failed; `freshKey` replaces the idempotency key when the record must be created anew
 * (the old key would only replay the create of a record that is gone).
 */
export function saveFailed<D>(
  session: DraftSession<D>,
  action: SaveFailureAction,
  timing: DraftTiming,
  freshKey: string,
): Step<D> {
  const failed = { ...session, saving: false, dirty: true, stalled: true };
  switch (action) {
    case 'offline':
      return {
        session: { ...failed, saveState: 'offline' },
        effects: [{ type: 'schedule', ms: timing.retryMs }],
      };
    case 'signedOut':
      // The client is on its way to sign-in; the local copy is offered back after it.
      return { session: { ...failed, saveState: 'unsaved' }, effects: [] };
    case 'conflict':
      return {
        session: { ...failed, blocked: true, saveState: 'unsaved' },
        effects: failed.recordId ? [{ type: 'fetchTheirs' }] : [],
      };
    case 'recreate':
      return {
        session: {
          ...failed,
          stalled: false,
          recordId: null,
          baseVersion: null,
          idempotencyKey: freshKey,
        },
        effects: [{ type: 'schedule', ms: 0 }],
      };
    case 'refused':
      return { session: { ...failed, saveState: 'error' }, effects: [{ type: 'report' }] };
    case 'retry':
      return {
        session: { ...failed, saveState: 'error' },
        effects: [{ type: 'report' }, { type: 'schedule', ms: timing.retryMs }],
      };
  }
}

/** The user keeps their version over `theirsVersion`: it goes out as the newer one. */
export function keptMine<D>(session: DraftSession<D>, theirsVersion: number): Step<D> {
  return {
    session: {
      ...session,
      blocked: false,
      stalled: false,
      dirty: true,
      baseVersion: theirsVersion,
      resolvesConflict: true,
    },
    effects: [{ type: 'schedule', ms: 0 }],
  };
}

/**
 * Whether closing must wait for a save: one is under way, or changes are waiting that can still
 * be sent now. A blocked or stalled session closes at once; its text stays on this device.
 */
export function mustSaveBeforeClose<D>(session: DraftSession<D>): boolean {
  return session.saving || (session.dirty && !session.blocked && !session.stalled);
}
