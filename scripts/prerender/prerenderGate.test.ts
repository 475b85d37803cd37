import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { keepPrerender, type GateWindow, type PrerenderGate } from './prerenderGate.ts';
import { gateScript } from './prerenderPlugin.ts';

const GATE: PrerenderGate = {
  settingsKey: 'settings',
  tokenKey: 'token',
  settings: { mode: 'light', i18n: 'en', borderRadius: 8 },
  attribute: 'data-client-render',
  fonts: ['/assets/bold.woff2'],
  prerendered: 'data-prerendered',
  submitPending: 'data-submit-pending',
};

function fakeWindow(stored: Record<string, string>, historyState: unknown = null) {
  const set: string[] = [];
  const links: Record<string, string>[] = [];
  const listeners: ((event: Event) => void)[] = [];
  const html = new Set(['data-prerendered']);
  const win = {
    localStorage: {
      getItem: (key: string) => {
        if (stored.throws) throw new Error('storage disabled');
        return stored[key] ?? null;
      },
    },
    history: { state: historyState },
    document: {
      documentElement: {
        setAttribute: (name: string) => void set.push(name),
        hasAttribute: (name: string) => html.has(name),
      },
      addEventListener: (type: string, listener: (event: Event) => void) =>
        type === 'submit' && listeners.push(listener),
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => links.push(link) },
    },
  } as unknown as GateWindow;
  /** A form sent: whether it went, and whether it was marked as held. */
  const submit = () => {
    const form = new Set<string>();
    let prevented = false;
    const event = {
      target: { setAttribute: (name: string) => form.add(name) },
      preventDefault: () => (prevented = true),
    } as unknown as Event;
    listeners.forEach((listener) => listener(event));
    return { sent: !prevented, held: form.has('data-submit-pending') };
  };
  return { win, set, links, submit, html };
}

/** True when the gate hides the prerendered markup. */
function hides(stored: Record<string, string>, historyState?: unknown) {
  const { win, set } = fakeWindow(stored, historyState);
  keepPrerender(GATE, win);
  return set.includes(GATE.attribute);
}

describe('the prerendered page gate (docs/performance.md)', () => {
  it('keeps the markup for a first visit and for saved settings equal to the defaults', () => {
    expect(hides({})).toBe(false);
    expect(hides({ settings: '{"mode":"light","i18n":"en"}' })).toBe(false);
    expect(hides({ settings: '{}' })).toBe(false);
    expect(hides({}, { usr: null, key: 'default', idx: 0 })).toBe(false);
  });

  it('preloads the faces of the text it keeps, and none for a page it hides', () => {
    const kept = fakeWindow({});
    keepPrerender(GATE, kept.win);
    expect(kept.links).toEqual([
      {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: '/assets/bold.woff2',
        crossOrigin: 'anonymous',
      },
    ]);
    const hidden = fakeWindow({ token: 'abc' });
    keepPrerender(GATE, hidden.win);
    expect(hidden.links).toEqual([]);
  });

  it('holds a form sent before hydration, and lets forms go once the page is hydrated', () => {
    const kept = fakeWindow({});
    keepPrerender(GATE, kept.win);
    expect(kept.submit()).toEqual({ sent: false, held: true });
    kept.html.delete('data-prerendered');
    expect(kept.submit()).toEqual({ sent: true, held: false });
    const hidden = fakeWindow({ token: 'abc' });
    keepPrerender(GATE, hidden.win);
    expect(hidden.submit()).toEqual({ sent: true, held: false });
  });

  it('hides it when a setting differs, so that no light or English page flashes', () => {
    expect(hides({ settings: '{"mode":"dark"}' })).toBe(true);
    expect(hides({ settings: '{"i18n":"fr","mode":"light"}' })).toBe(true);
    expect(hides({ settings: '{"borderRadius":"8"}' })).toBe(true);
    expect(hides({ settings: '{"unknown":1}' })).toBe(true);
  });

  it('hides it for a stored session, which is sent on, and for state carried by history', () => {
    expect(hides({ token: 'abc' })).toBe(true);
    expect(hides({}, { usr: { passwordReset: true }, key: 'k', idx: 1 })).toBe(true);
  });

  it('hides it, and never throws, when storage is unreadable', () => {
    for (const settings of ['{', 'null', '[]', '"light"', '42'])
      expect(hides({ settings }), settings).toBe(true);
    expect(hides({ throws: 'yes' })).toBe(true);
  });

  it('runs as the inlined, minified text the build writes into the page', () => {
    const { win, set } = fakeWindow({ settings: '{"mode":"dark"}' });
    runInNewContext(gateScript(GATE), { window: win });
    expect(set).toEqual([GATE.attribute]);
    const first = fakeWindow({});
    runInNewContext(gateScript(GATE), { window: first.win });
    expect(first.set).toEqual([]);
  });
});
