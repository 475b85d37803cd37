import { describe, expect, it } from 'vitest';
import { prerenderedFile } from '../../server/builtApp/prerenderedFile.ts';
import { prerenderedHtml, withBuiltFontUrls } from './prerenderedHtml.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Quire</title>\n' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/app-2.js">\n' +
  '<link rel="icon" href="/favicon.svg"><script>boot()</script></head>' +
  '<body><div id="root"></div></body></html>';

describe('a prerendered page (docs/performance.md)', () => {
  it('is index.html, marked, with the markup in #root and its styles, faces and gate', () => {
    const page = prerenderedHtml(
      INDEX,
      {
        html: '<main>$& Hi</main>',
        styles: '<style data-emotion="mui a">.a{}</style>',
        fontFaces: '<style data-font-faces="Roboto"></style>',
      },
      'gate("$1")',
    );
    expect(page).toContain('<html data-prerendered lang="en">');
    expect(page).toContain('<div id="root"><main>$& Hi</main></div>');
    expect(page).toContain('<script>gate("$1")</script>');
    expect(page).toContain('html[data-client-render] #root{display:none}');
    // The boot script stays and starts the entry after the paint: the HTML names no module.
    expect(page.indexOf('boot()')).toBeLessThan(page.indexOf('gate('));
    expect(page.indexOf('data-emotion')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toMatch(/index-1\.js|app-2\.js/);
    expect(page).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('refuses an index.html it cannot place the page in', () => {
    const parts = { html: '', styles: '', fontFaces: '' };
    expect(() => prerenderedHtml('<html><body></body></html>', parts, '')).toThrow(/root/);
    expect(() =>
      prerenderedHtml('<html><head></head><body><div id="root"></div></body></html>', parts, ''),
    ).toThrow(/module script/);
  });

  it('names its file after the address', () => {
    expect(prerenderedFile('/login')).toBe('prerendered/login.html');
    expect(prerenderedFile('/forgot/')).toBe('prerendered/forgot.html');
  });

  it('points its font faces at the built files', () => {
    const css =
      "@font-face{src:url(/node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2) format('woff2')}";
    const built = withBuiltFontUrls(
      css,
      (source) =>
        source === 'node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2'
          ? 'assets/roboto-latin-400-normal-abc.woff2'
          : undefined,
      '/',
    );
    expect(built).toBe(
      "@font-face{src:url(/assets/roboto-latin-400-normal-abc.woff2) format('woff2')}",
    );
    expect(() => withBuiltFontUrls(css, () => undefined, '/')).toThrow(/manifest/);
  });
});
