const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The text-layer spans that belong to a cited passage: each span's text found in the passage
 * (spaces squashed, case ignored). Very short spans ("a", "1") would match anywhere, so they
 * count only between two spans that matched.
 */
export function citedSpans(spans: HTMLElement[], passage: string): HTMLElement[] {
  const cited = squash(passage);
  if (!cited) return [];
  const hits = spans.map((span) => {
    const text = squash(span.textContent ?? '');
    return text.length >= 4 ? cited.includes(text) : null;
  });
  return spans.filter((_, i) => {
    if (hits[i] !== null) return hits[i];
    const before = hits.slice(0, i).findLast((hit) => hit !== null);
    const after = hits.slice(i + 1).find((hit) => hit !== null);
    return before === true && after === true;
  });
}
