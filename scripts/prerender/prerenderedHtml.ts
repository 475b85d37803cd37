import { CLIENT_RENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../../src/startup/prerendered.ts';

/** One page as the build's render gave it (`src/prerender/renderPage.tsx`). */
export interface PrerenderedParts {
  html: string;
  styles: string;
  fontFaces: string;
}

const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html\b/;
// What index.html loads itself; on a prerendered page the boot script starts them after the
// first paint (scripts/vite/preloadHintsBoot.ts).
const ENTRY_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * index.html (with its boot script, without its entry's tags) marked as prerendered and holding
 * the page's markup in `#root`, its styles, its font faces (marked as `declareFontFaces` marks
 * them, so the client does not declare them again) and the gate script with the rule that hides
 * the markup when the gate says so.
 */
export function prerenderedHtml(index: string, page: PrerenderedParts, gateScript: string): string {
  for (const [part, found] of [
    [ROOT, index.includes(ROOT)],
    ['</head>', index.includes('</head>')],
    ['<html>', HTML_TAG.test(index)],
    ['module script', /<script type="module"/.test(index)],
  ] as const)
    if (!found) throw new Error(`index.html has no ${part}`);
  const head = [
    `<script>${gateScript}</script>`,
    `<style>html[${CLIENT_RENDER_ATTRIBUTE}] #root{display:none}</style>`,
    page.fontFaces,
    page.styles,
  ].join('\n');
  // Function replacers: `$` in scripts and styles must not read as replacement patterns.
  return index
    .replace(ENTRY_TAGS, '')
    .replace(HTML_TAG, `<html ${PRERENDERED_ATTRIBUTE}`)
    .replace('</head>', () => `${head}\n</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`);
}

/** The dev server's font addresses (`/node_modules/…woff2`) → the built, hashed files. */
export function withBuiltFontUrls(
  html: string,
  builtFile: (source: string) => string | undefined,
  base: string,
): string {
  return html.replace(/\/(node_modules\/[^)"'\s]+\.woff2)/g, (_, source: string) => {
    const file = builtFile(source);
    if (!file) throw new Error(`${source} is not in the build manifest`);
    return `${base}${file}`;
  });
}
