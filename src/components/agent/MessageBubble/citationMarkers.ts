/** The link target a `[n]` marker becomes, so the renderer can swap it for a citation chip. */
export const CITATION_HREF_PREFIX = '#cite-';

// Code spans and fenced blocks are kept as written: `[1]` inside code is code, not a source.
const CODE = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/;

/**
 * Rewrites the model's `[n]` markers as Markdown links to `#cite-n` for the sources that exist,
 * leaving unknown numbers, real links (`[1](…)`) and code untouched.
 */
export function linkCitationMarkers(text: string, known: ReadonlySet<number>): string {
  return text
    .split(CODE)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\[(\d{1,3})\](?![([:])/g, (marker, digits: string) =>
            known.has(Number(digits))
              ? `[\\[${digits}\\]](${CITATION_HREF_PREFIX}${digits})`
              : marker,
          ),
    )
    .join('');
}

/** The citation number a rewritten marker's href names, or null for an ordinary link. */
export function citationNumberOf(href: string | undefined): number | null {
  if (!href?.startsWith(CITATION_HREF_PREFIX)) return null;
  const n = Number(href.slice(CITATION_HREF_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}
