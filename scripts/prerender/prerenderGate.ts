// The inline script of a prerendered page (docs/performance.md, "Prerendered pages").
// It is shipped as text (`keepPrerender.toString()`), so it imports nothing and reads everything
// from its arguments.

/** What the gate needs to know, written into the page by the build. */
export interface PrerenderGate {
  /** localStorage keys: the saved settings and the session token. */
  settingsKey: string;
  tokenKey: string;
  /** The settings the page was rendered with (the defaults). */
  settings: Record<string, unknown>;
  /** Set on `<html>` when the prerendered markup must not show; the client then renders anew. */
  attribute: string;
  /** The faces the markup's text uses beyond the one the boot script preloads. */
  fonts: string[];
  /** On `<html>` until the entry has hydrated the markup (`src/startup/prerendered.ts`). */
  prerendered: string;
  /** Marks a form sent before then (`src/startup/typedBeforeHydration.ts`). */
  submitPending: string;
}

/** The part of `window` the gate touches. */
export interface GateWindow {
  localStorage: Pick<Storage, 'getItem'>;
  history: { state: unknown };
  document: Pick<Document, 'createElement' | 'head' | 'addEventListener'> & {
    documentElement: Pick<Element, 'setAttribute' | 'hasAttribute'>;
  };
}

/**
 * The markup shows a first-time visitor: default settings, nobody signed in, no state carried
 * by the navigation. A visitor it does not show (another language or theme, a stored session
 * that will be sent on, a notice carried in history state) would see it flash and change: the
 * page is hidden and the client renders it. Anything unreadable counts as different. A page that
 * shows preloads every face its text uses: one arriving after the paint would swap its glyphs and
 * move the text below. A form sent before the entry has hydrated the page is held (sent natively
 * it would put the password in the address) and marked, for the entry to send once it can. It
 * never throws.
 */
export function keepPrerender(gate: PrerenderGate, win: GateWindow): void {
  let same = false;
  try {
    const raw = win.localStorage.getItem(gate.settingsKey);
    const saved: unknown = raw === null ? {} : JSON.parse(raw);
    const state = win.history.state as { usr?: unknown } | null;
    same =
      win.localStorage.getItem(gate.tokenKey) === null &&
      (state === null || typeof state !== 'object' || state.usr == null) &&
      typeof saved === 'object' &&
      saved !== null &&
      !Array.isArray(saved) &&
      Object.keys(saved).every(
        (key) =>
          JSON.stringify((saved as Record<string, unknown>)[key]) ===
          JSON.stringify(gate.settings[key]),
      );
  } catch {
    same = false;
  }
  const doc = win.document;
  if (!same) {
    doc.documentElement.setAttribute(gate.attribute, '');
    return;
  }
  doc.addEventListener(
    'submit',
    (event) => {
      if (!doc.documentElement.hasAttribute(gate.prerendered)) return;
      event.preventDefault();
      (event.target as Element).setAttribute(gate.submitPending, '');
    },
    true,
  );
  for (const href of gate.fonts) {
    const link = doc.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', href });
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}
