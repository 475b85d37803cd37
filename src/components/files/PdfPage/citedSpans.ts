import type { CitedPassage } from '@/components/shared/Citation';

/** Text compared without spaces or case: pdf.js cuts lines and spaces as the PDF drew them. */
const fold = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** Where each position of `text` falls in `fold(text)`. */
function foldedOffsets(text: string): number[] {
  const offsets: number[] = [];
  let folded = 0;
  for (const char of text) {
    for (let i = 0; i < char.length; i++) offsets.push(folded);
    if (!/\s/.test(char)) folded += char.toLowerCase().length;
  }
  offsets.push(folded);
  return offsets;
}

/**
 * The text-layer spans that carry the sentences of a cited passage that answer the question:
 * the passage is found in the page's text (spans joined, spaces and case ignored), and a span is
 * cited when it overlaps one of its marked sentences, so a line holding two sentences is marked
 * for the one that answers. A passage without marked sentences marks itself whole; one the page
 * does not hold marks nothing.
 */
export function citedSpans<Span extends { textContent: string | null }>(
  spans: Span[],
  passage: CitedPassage,
): Span[] {
  const starts: number[] = [];
  let page = '';
  for (const span of spans) {
    starts.push(page.length);
    page += fold(span.textContent ?? '');
  }
  const whole = fold(passage.text);
  const at = whole ? page.indexOf(whole) : -1;
  if (at < 0) return [];
  const offsets = foldedOffsets(passage.text);
  const ranges = (
    passage.marks.length > 0 ? passage.marks : [{ start: 0, end: passage.text.length }]
  )
    .map((mark) => ({ start: at + offsets[mark.start]!, end: at + offsets[mark.end]! }))
    .filter((range) => range.end > range.start);
  return spans.filter((span, i) => {
    const start = starts[i]!;
    const end = start + fold(span.textContent ?? '').length;
    return end > start && ranges.some((range) => start < range.end && end > range.start);
  });
}

/** Marks the spans of `passage` (styled by `[data-cited]`) and scrolls the first into view. */
export function markCited(spans: HTMLElement[], passage: CitedPassage | null): void {
  for (const span of spans) delete span.dataset.cited;
  const cited = passage ? citedSpans(spans, passage) : [];
  for (const span of cited) span.dataset.cited = 'true';
  cited[0]?.scrollIntoView({ block: 'center' });
}

/** How a cited span looks on a page (the PDF text layer and OCR's words alike). */
export const CITED_STYLE = {
  '& [data-cited]': { bgcolor: 'rgba(255, 193, 7, 0.4)', borderRadius: '2px' },
} as const;
