import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript } from './preloadHints.ts';
import { addPreloadHints, type BootWindow, type PreloadHints } from './preloadHintsBoot.ts';

const HINTS: PreloadHints = {
  assets: '/assets/',
  files: ['LoginPage-1.js', 'Shared-2.js', 'Calendar-3.js', 'Calendar-4.css', 'en-5.js', 'fr-6.js'],
  routes: [
    ['^/login/?$', [0, 1], [0]],
    ['^/calendar/[^/]+/?$', [2, 3, 1], [0, 1]],
  ],
  messages: { en: [4, 8], fr: [5, 9] },
  everywhere: [0],
  fonts: { roboto: 6, inter: 7 },
  settings: { key: 'settings', locale: 'i18n', fontFamily: 'fontFamily' },
  defaults: { locale: 'en', fontFamily: 'roboto' },
  entry: [10, 11],
  prerendered: 'data-prerendered',
};
HINTS.files.push(
  'roboto-7.woff2',
  'inter-8.woff2',
  'en-signed-9.js',
  'fr-signed-10.js',
  'index-11.js',
  'app-12.js',
);

interface Link {
  src?: string;
  rel?: string;
  as?: string;
  type?: string;
  crossOrigin?: string;
  href?: string;
}

function fakeWindow(
  pathname: string,
  stored: () => string | null,
  { prerendered = false, visibilityState = 'visible' } = {},
) {
  const links: Link[] = [];
  const frames: (() => void)[] = [];
  const win = {
    location: { pathname },
    localStorage: { getItem: stored },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: Link) => links.push(link) },
      visibilityState,
      documentElement: {
        hasAttribute: (name: string) => prerendered && name === 'data-prerendered',
      },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => frames.push(callback),
  } as unknown as BootWindow;
  /** Runs the frame callbacks and the timers they set, as the browser would after a paint. */
  const paint = () => {
    while (frames.length) frames.shift()!();
  };
  return { win, links, paint };
}

function run(pathname: string, stored: () => string | null = () => null) {
  const { win, links } = fakeWindow(pathname, stored);
  addPreloadHints(HINTS, win);
  return links;
}

const hrefs = (links: Link[]) => links.map((link) => link.href);

describe('the preload boot script', () => {
  it("hints the route's files, the messages and the font, all in CORS mode", () => {
    const links = run('/login');
    expect(hrefs(links)).toEqual([
      '/assets/en-5.js',
      '/assets/LoginPage-1.js',
      '/assets/Shared-2.js',
      '/assets/roboto-7.woff2',
    ]);
    expect(links[0]).toEqual({
      rel: 'modulepreload',
      crossOrigin: 'anonymous',
      href: '/assets/en-5.js',
    });
    expect(links[3]).toEqual({
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous',
      href: '/assets/roboto-7.woff2',
    });
  });

  it('matches a parameter, a trailing slash and any case, and hints stylesheets as styles', () => {
    const links = run('/Calendar/ada/');
    expect(hrefs(links)).toContain('/assets/Calendar-3.js');
    expect(links.find((link) => link.href === '/assets/Calendar-4.css')).toMatchObject({
      rel: 'preload',
      as: 'style',
    });
    expect(hrefs(run('/calendar/'))).toEqual(['/assets/en-5.js', '/assets/roboto-7.woff2']);
  });

  it('hints every message part the route paints with, in the saved language', () => {
    const saved = JSON.stringify({ i18n: 'fr' });
    expect(hrefs(run('/calendar/ada', () => saved)).slice(0, 2)).toEqual([
      '/assets/fr-6.js',
      '/assets/fr-signed-10.js',
    ]);
    expect(hrefs(run('/login', () => saved))).not.toContain('/assets/fr-signed-10.js');
  });

  it('hints only the common messages and the font on an address without a route', () => {
    expect(hrefs(run('/nowhere'))).toEqual(['/assets/en-5.js', '/assets/roboto-7.woff2']);
  });

  it('follows the saved language and font family', () => {
    const saved = JSON.stringify({ i18n: 'fr', fontFamily: 'inter', mode: 'dark' });
    expect(hrefs(run('/nowhere', () => saved))).toEqual([
      '/assets/fr-6.js',
      '/assets/inter-8.woff2',
    ]);
  });

  it.each([
    ['corrupt JSON', '{"i18n":'],
    ['an array', '["fr"]'],
    ['a number', '42'],
    ['unknown values', '{"i18n":"xx","fontFamily":"Comic Sans"}'],
    ['wrong types', '{"i18n":["fr"],"fontFamily":{"toString":"inter"}}'],
    ['inherited names', '{"i18n":"toString","fontFamily":"__proto__"}'],
  ])('falls back to the defaults on %s', (_case, stored) => {
    expect(hrefs(run('/login', () => stored))).toEqual([
      '/assets/en-5.js',
      '/assets/LoginPage-1.js',
      '/assets/Shared-2.js',
      '/assets/roboto-7.woff2',
    ]);
  });

  it('falls back to the defaults when storage throws, and never throws itself', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(hrefs(run('/login', blocked))).toHaveLength(4);
    const { win } = fakeWindow('/login', () => null);
    const broken = {
      ...win,
      document: {
        ...win.document,
        createElement: () => {
          throw new Error('no DOM');
        },
      },
    } as unknown as BootWindow;
    expect(() => addPreloadHints(HINTS, broken)).not.toThrow();
  });

  it('on a prerendered page, hints the font at once and starts the entry after the first paint', () => {
    const { win, links, paint } = fakeWindow('/login', () => null, { prerendered: true });
    addPreloadHints(HINTS, win);
    expect(hrefs(links)).toEqual(['/assets/roboto-7.woff2']);
    paint();
    expect(hrefs(links).slice(1, -1)).toEqual([
      '/assets/app-12.js',
      '/assets/en-5.js',
      '/assets/LoginPage-1.js',
      '/assets/Shared-2.js',
    ]);
    expect(links.at(-1)).toEqual({
      type: 'module',
      crossOrigin: 'anonymous',
      src: '/assets/index-11.js',
    });
  });

  it('starts a hidden prerendered page at once, and its entry even when the hints fail', () => {
    const hidden = fakeWindow('/login', () => null, {
      prerendered: true,
      visibilityState: 'hidden',
    });
    addPreloadHints(HINTS, hidden.win);
    expect(hidden.links.at(-1)?.src).toBe('/assets/index-11.js');
    const broken = fakeWindow('/login', () => null, { prerendered: true });
    const failingHints = { ...HINTS, fonts: null } as unknown as PreloadHints;
    addPreloadHints(failingHints, broken.win);
    expect(hrefs(broken.links)).toEqual([undefined]);
    expect(broken.links[0]?.src).toBe('/assets/index-11.js');
  });

  it('runs as the inlined, minified text the build writes into index.html', () => {
    const { win, links } = fakeWindow('/calendar/ada', () => '{"i18n":"fr"}');
    runInNewContext(bootScript(HINTS), { window: win });
    expect(hrefs(links)).toEqual([
      '/assets/fr-6.js',
      '/assets/fr-signed-10.js',
      '/assets/Calendar-3.js',
      '/assets/Calendar-4.css',
      '/assets/Shared-2.js',
      '/assets/roboto-7.woff2',
    ]);
  });
});
