import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as config from '@/config';
import { routes } from '@/routes/routeTable';
import { fontName, fontSourceFile, PRELOADED_FACE } from '@/theme/fonts/fontFiles';
import type { Manifest } from '../budget/firstPaint.ts';
import { PAGES, type PageBudget } from '../budget/pageBudgets.ts';
import { MESSAGE_PARTS } from '../../src/i18n/messageParts.ts';
import { addressRows, pathPattern, preloadHints } from './preloadHints.ts';

const fonts = Object.fromEntries(
  config.FONT_FAMILIES.map((family) => {
    const source = fontSourceFile(family, PRELOADED_FACE.weight, PRELOADED_FACE.subset);
    return [source, { file: `assets/${fontName(family).toLowerCase()}-x.woff2`, src: source }];
  }),
);
const messages = Object.fromEntries(
  config.LOCALES.flatMap((locale) =>
    MESSAGE_PARTS.map((part) => [
      `src/i18n/${locale}.json?part=${part}`,
      { file: `assets/${locale}-${part}-x.js`, isDynamicEntry: true },
    ]),
  ),
);
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-x.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app-x.js' },
  '_shared.js': { file: 'assets/shared-x.js', imports: ['_app.js'] },
  'src/pages/A.tsx': { file: 'assets/A-x.js', imports: ['_app.js', '_shared.js'] },
  'src/pages/B.tsx': {
    file: 'assets/B-x.js',
    imports: ['_shared.js'],
    css: ['assets/B-x.css'],
    dynamicImports: ['src/pages/Later.tsx'],
  },
  'src/pages/Later.tsx': { file: 'assets/Later-x.js' },
  ...messages,
  ...fonts,
};
const APP = ['index.html', 'src/i18n/en.json?part=common'];
const SIGNED_IN = [...APP, 'src/i18n/en.json?part=signedIn'];
const row = (route: string, page: string, layout = APP): PageBudget => ({
  route,
  layout,
  page,
  ceiling: 1,
});

describe('preload hints', () => {
  it('turns a route into a case-free pattern with parameters and an optional trailing slash', () => {
    const matches = (route: string, path: string) => new RegExp(pathPattern(route), 'i').test(path);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/login')).toBe(false);
    expect(matches('/login', '/LOGIN/')).toBe(true);
    expect(matches('/login', '/login/x')).toBe(false);
    expect(matches('/calendar/:username', '/calendar/ada')).toBe(true);
    expect(matches('/calendar/:username', '/calendar/')).toBe(false);
    expect(matches('/file.x', '/fileax')).toBe(false);
  });

  it("lists each route's own files beyond the entry, with its CSS, and no later chunk", () => {
    const hints = preloadHints(MANIFEST, config, {}, [
      row('/a', 'src/pages/A.tsx'),
      row('/b/:id', 'src/pages/B.tsx', SIGNED_IN),
      row('/b/:id, an action', 'src/pages/Later.tsx'),
    ]);
    const named = (indexes: number[]) => indexes.map((index) => hints.files[index]);
    expect(hints.routes.map(([pattern, files, parts]) => [pattern, named(files), parts])).toEqual([
      ['^/a/?$', ['A-x.js', 'shared-x.js'], [0]],
      ['^/b/[^/]+/?$', ['B-x.js', 'B-x.css', 'shared-x.js'], [0, 1]],
    ]);
    expect(hints.everywhere).toEqual([0]);
    expect(hints.assets).toBe('/assets/');
    expect(hints.files.filter((file) => file === 'shared-x.js')).toHaveLength(1);
    expect(hints.files.join()).not.toMatch(/Later/);
    // Named for a prerendered page only, which leaves them out of its HTML.
    expect(named(hints.entry)).toEqual(['index-x.js', 'app-x.js']);
    expect(hints.routes.flatMap(([, files]) => named(files))).not.toContain('app-x.js');
    expect(named(hints.messages.fr!)).toEqual(['fr-common-x.js', 'fr-signedIn-x.js']);
    expect(hints.files[hints.fonts[config.DEFAULT_SETTINGS.fontFamily]!]).toBe('roboto-x.woff2');
    expect(hints.settings.key).toBe(config.SETTINGS_STORAGE_KEY);
    expect(hints.defaults).toEqual({
      locale: config.DEFAULT_SETTINGS.i18n,
      fontFamily: config.DEFAULT_SETTINGS.fontFamily,
    });
  });

  it.each(addressRows(PAGES).map((page) => [page.route]))(
    "the budget table's %s is an address of the router",
    (route) => {
      const path = route.replace(/:[^/]+/g, 'someone');
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf?.lazy, path).toBeTypeOf('function');
    },
  );
});
