// The boot script index.html runs before the entry (docs/performance.md, "The path from the
// HTML"). It is inlined as text (`addPreloadHints.toString()`), so it imports nothing and reads
// everything from its two arguments.

/** What the build knows about the files a first paint needs, in the boot script's JSON. */
export interface PreloadHints {
  /** The folder of the built files, which `files` leave out (a name starting with `/` is whole). */
  assets: string;
  /** Every file a hint names, each written once; the lists below hold indexes into it. */
  files: string[];
  /**
   * A path pattern (RegExp source, case-insensitive), the files of its route, and the message
   * parts it paints with (indexes into each `messages` list).
   */
  routes: [pattern: string, files: number[], parts: number[]][];
  /** Locale → the chunks of its message bundle's parts (`src/i18n/messageParts.ts`). */
  messages: Record<string, number[]>;
  /** The message parts of an address without a route (every route's common ones). */
  everywhere: number[];
  /** Font family (as the settings store it) → its preloaded face. */
  fonts: Record<string, number>;
  /** The localStorage key of the saved settings, and the fields read from them. */
  settings: { key: string; locale: string; fontFamily: string };
  /** The defaults, for settings that are missing or not one of the known values. */
  defaults: { locale: string; fontFamily: string };
  /** The entry's script first, then its static imports (what index.html itself loads). */
  entry: number[];
  /** The attribute `<html>` carries on a prerendered page (`src/startup/prerendered.ts`). */
  prerendered: string;
}

/** The part of `window` the boot script touches. */
export interface BootWindow {
  location: { pathname: string };
  localStorage: Pick<Storage, 'getItem'>;
  document: Pick<Document, 'createElement' | 'head' | 'visibilityState'> & {
    documentElement: Pick<Element, 'hasAttribute'>;
  };
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, delay: number): unknown;
}

/**
 * Adds `<link rel="modulepreload">` for the route's chunks and the chosen language's messages
 * and `<link rel="preload" as="font">` for the chosen family's body face, so they download while
 * the entry does instead of after it. Saved settings may hold anything (or storage may throw):
 * a value it does not know falls back to the default, and nothing here ever throws.
 *
 * A prerendered page paints from its HTML: it names no script, and this one starts the entry
 * and every module after the first paint (the font at once: the painted text uses it), so that
 * neither their downloads nor their evaluation hold that paint back.
 */
export function addPreloadHints(hints: PreloadHints, win: BootWindow): void {
  const doc = win.document;
  let prerendered = false;
  const entryScript = () => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = hints.assets + hints.files[hints.entry[0]!]!;
    doc.head.appendChild(script);
  };
  try {
    prerendered = doc.documentElement.hasAttribute(hints.prerendered);
    const hint = (index: number | undefined) => {
      const name = index === undefined ? undefined : hints.files[index];
      if (!name) return;
      const href = name.startsWith('/') ? name : hints.assets + name;
      const link = doc.createElement('link');
      if (href.endsWith('.woff2')) {
        link.rel = 'preload';
        link.as = 'font';
        link.type = 'font/woff2';
      } else if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      // Modules, fonts and Vite's stylesheet links are all fetched in CORS mode: a preload in
      // another mode would not be reused, and the file would download twice.
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.appendChild(link);
    };
    let saved: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(win.localStorage.getItem(hints.settings.key) ?? 'null');
      if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
    } catch {
      // Unreadable or corrupt settings: the defaults, as the app itself falls back to them.
    }
    const pick = <T>(table: Record<string, T>, field: string, fallback: string) => {
      const value = saved[field];
      return typeof value === 'string' && Object.prototype.hasOwnProperty.call(table, value)
        ? table[value]
        : table[fallback];
    };
    const route = hints.routes.find(([pattern]) =>
      new RegExp(pattern, 'i').test(win.location.pathname),
    );
    const messages = pick(hints.messages, hints.settings.locale, hints.defaults.locale);
    const modules = () => {
      (route ? route[2] : hints.everywhere).forEach((part) => hint(messages?.[part]));
      route?.[1].forEach(hint);
    };
    const font = () =>
      hint(pick(hints.fonts, hints.settings.fontFamily, hints.defaults.fontFamily));
    if (!prerendered) {
      modules();
      font();
      return;
    }
    font();
    const start = () => {
      try {
        hints.entry.slice(1).forEach(hint);
        modules();
      } finally {
        entryScript();
      }
    };
    // A hidden tab paints no frame: nothing to wait for.
    if (doc.visibilityState === 'visible')
      win.requestAnimationFrame(() => win.setTimeout(start, 0));
    else start();
  } catch {
    // A hint is an optimisation: without it the app loads the same files, only later. A
    // prerendered page still needs its entry.
    if (prerendered) entryScript();
  }
}
