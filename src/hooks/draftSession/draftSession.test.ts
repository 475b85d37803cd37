import { describe, expect, it } from 'vitest';
import {
  changed,
  keptMine,
  mustSaveBeforeClose,
  saveFailed,
  saveStarted,
  saveSucceeded,
  startSession,
  type DraftSession,
} from './draftSession';
import type { SaveFailureAction } from './saveFailure';

const timing = { autosaveMs: 800, retryMs: 5000 };
const KEY = '00000000-0000-4000-8000-0000000000aa';
const FRESH = '00000000-0000-4000-8000-0000000000bb';

function fresh(over: Partial<DraftSession<string>> = {}): DraftSession<string> {
  const { session } = startSession({
    key: 's1',
    recordId: null,
    baseVersion: null,
    idempotencyKey: KEY,
    draft: '',
    dirty: false,
  });
  return { ...session, ...over };
}

/** A session whose save is on its way. */
function sending(over: Partial<DraftSession<string>> = {}) {
  return saveStarted(changed(fresh(over), 'text', timing).session).session;
}

describe('a draft session', () => {
  it('opens saved, or unsaved and sending at once when the draft is not on the server', () => {
    expect(fresh().saveState).toBe('saved');
    const recovered = startSession({
      key: 's2',
      recordId: null,
      baseVersion: null,
      idempotencyKey: KEY,
      draft: 'kept',
      dirty: true,
    });
    expect(recovered.session.saveState).toBe('unsaved');
    expect(recovered.effects).toEqual([{ type: 'schedule', ms: 0 }]);
  });

  it('keeps a change on this device at once and sends it after the pause', () => {
    const { session, effects } = changed(fresh(), 'a', timing);
    expect(session).toMatchObject({ draft: 'a', dirty: true, saveState: 'unsaved' });
    expect(effects).toEqual([{ type: 'keepLocally' }, { type: 'schedule', ms: 800 }]);
  });

  it('only keeps a change on this device when the form is saved with a button', () => {
    const { session, effects } = changed(fresh(), 'a', { ...timing, autosaveMs: null });
    expect(session).toMatchObject({ draft: 'a', dirty: true, saveState: 'unsaved' });
    expect(effects).toEqual([{ type: 'keepLocally' }]);
  });

  it('stays offline while offline, whatever is typed', () => {
    const offline = fresh({ saveState: 'offline' });
    expect(changed(offline, 'a', timing).session.saveState).toBe('offline');
  });

  it('creates a new record with its idempotency key, updates an existing one at its version', () => {
    const create = saveStarted(changed(fresh(), 'a', timing).session);
    expect(create.request).toEqual({ kind: 'create', draft: 'a', idempotencyKey: KEY });
    expect(create.session).toMatchObject({ saving: true, dirty: false, saveState: 'saving' });
    const update = saveStarted(
      changed(fresh({ recordId: 'n1', baseVersion: 4 }), 'b', timing).session,
    );
    expect(update.request).toEqual({ kind: 'update', id: 'n1', version: 4, draft: 'b' });
  });

  it('sends nothing while a save is under way, while blocked, or with nothing new', () => {
    expect(saveStarted(sending()).request).toBeNull();
    expect(
      saveStarted({ ...changed(fresh(), 'a', timing).session, blocked: true }).request,
    ).toBeNull();
    expect(saveStarted(fresh()).request).toBeNull();
  });

  it('on success takes the new version and drops the local copy', () => {
    const { session, effects } = saveSucceeded(sending(), { id: 'n1', version: 2 });
    expect(session).toMatchObject({
      recordId: 'n1',
      baseVersion: 2,
      saving: false,
      saveState: 'saved',
    });
    expect(effects).toEqual([{ type: 'clearLocally' }]);
  });

  it('on success sends at once what was typed while it was on its way', () => {
    const typedMeanwhile = changed(sending(), 'text and more', timing).session;
    const { session, effects } = saveSucceeded(typedMeanwhile, { id: 'n1', version: 2 });
    expect(session).toMatchObject({ dirty: true, recordId: 'n1' });
    expect(effects).toEqual([{ type: 'keepLocally' }, { type: 'schedule', ms: 0 }]);
    expect(saveStarted(session).request).toMatchObject({ kind: 'update', version: 2 });
  });

  it.each([
    ['offline', 'offline', [{ type: 'schedule', ms: 5000 }]],
    ['signedOut', 'unsaved', []],
    ['refused', 'error', [{ type: 'report' }]],
    ['retry', 'error', [{ type: 'report' }, { type: 'schedule', ms: 5000 }]],
  ] as const)('after a failed save (%s) shows %s and keeps the text', (action, state, effects) => {
    const step = saveFailed(sending({ recordId: 'n1', baseVersion: 1 }), action, timing, FRESH);
    expect(step.session).toMatchObject({
      saveState: state,
      dirty: true,
      saving: false,
      draft: 'text',
    });
    expect(step.effects).toEqual(effects);
  });

  it('on a conflict blocks and fetches their version', () => {
    const step = saveFailed(sending({ recordId: 'n1', baseVersion: 1 }), 'conflict', timing, FRESH);
    expect(step.session.blocked).toBe(true);
    expect(step.effects).toEqual([{ type: 'fetchTheirs' }]);
    const kept = keptMine(step.session, 7);
    expect(kept.session).toMatchObject({ blocked: false, dirty: true, baseVersion: 7 });
    expect(saveStarted(kept.session).request).toMatchObject({ kind: 'update', version: 7 });
  });

  it("marks the save that keeps the user's version as a conflict choice, and only that one", () => {
    const step = saveFailed(sending({ recordId: 'n1', baseVersion: 1 }), 'conflict', timing, FRESH);
    const started = saveStarted(keptMine(step.session, 7).session);
    expect(started.request).toMatchObject({ kind: 'update', afterConflict: true });
    const saved = saveSucceeded(started.session, { id: 'n1', version: 8 }).session;
    const next = saveStarted(changed(saved, 'more', timing).session).request;
    expect(next).toEqual({ kind: 'update', id: 'n1', version: 8, draft: 'more' });
  });

  it('recreates a record deleted elsewhere under a fresh idempotency key', () => {
    const step = saveFailed(
      sending({ recordId: 'gone', baseVersion: 3 }),
      'recreate',
      timing,
      FRESH,
    );
    expect(step.effects).toEqual([{ type: 'schedule', ms: 0 }]);
    expect(saveStarted(step.session).request).toEqual({
      kind: 'create',
      draft: 'text',
      idempotencyKey: FRESH,
    });
  });

  it('reuses its idempotency key when a create is retried', () => {
    const step = saveFailed(sending(), 'offline', timing, FRESH);
    expect(saveStarted(step.session).request).toMatchObject({ idempotencyKey: KEY });
  });
});

describe('closing a draft session', () => {
  /** Drives the close loop against a server that answers each save with the next outcome. */
  function close(session: DraftSession<string>, outcomes: (SaveFailureAction | 'ok')[]) {
    let current = session;
    let sends = 0;
    while (mustSaveBeforeClose(current)) {
      const started = saveStarted(current);
      if (!started.request) break;
      sends += 1;
      const outcome = outcomes.shift() ?? 'ok';
      current =
        outcome === 'ok'
          ? saveSucceeded(started.session, { id: 'n1', version: sends + 1 }).session
          : saveFailed(started.session, outcome, timing, FRESH).session;
    }
    return { current, sends };
  }

  it('sends what is waiting, then lets go', () => {
    const { current, sends } = close(changed(fresh(), 'a', timing).session, ['ok']);
    expect(sends).toBe(1);
    expect(current).toMatchObject({ dirty: false, saveState: 'saved' });
  });

  it('gives up after a failure that retrying now cannot fix; the text stays on this device', () => {
    for (const failure of ['offline', 'retry', 'refused', 'signedOut', 'conflict'] as const) {
      const { current, sends } = close(changed(fresh(), 'a', timing).session, [failure, 'ok']);
      expect(sends).toBe(1);
      expect(current.dirty).toBe(true);
    }
  });

  it('recreates a note deleted elsewhere before letting go', () => {
    const start = changed(fresh({ recordId: 'gone', baseVersion: 2 }), 'a', timing).session;
    const { current, sends } = close(start, ['recreate', 'ok']);
    expect(sends).toBe(2);
    expect(current).toMatchObject({ dirty: false, recordId: 'n1' });
  });

  it('has nothing to do for a session the server already has', () => {
    expect(mustSaveBeforeClose(fresh())).toBe(false);
  });
});
