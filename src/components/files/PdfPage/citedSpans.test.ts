import { describe, expect, it } from 'vitest';
import type { CitedPassage } from '@/components/shared/Citation';
import { citedSpans } from './citedSpans';

/** A text layer as pdf.js gives it: one span per drawn line (or piece of one). */
const layer = (lines: string[]) => lines.map((textContent) => ({ textContent }));
const texts = (spans: { textContent: string }[]) => spans.map((span) => span.textContent);

/** A passage of `sentences` with `answering` (their indexes) marked, as the server cites it. */
function cited(sentences: string[], answering: number[]): CitedPassage {
  const text = sentences.join(' ');
  const marks = answering.map((i) => {
    const start = text.indexOf(sentences[i]!);
    return { start, end: start + sentences[i]!.length };
  });
  return { text, marks };
}

// The boiler page the issue measured: eleven sentences, one answers "what pressure?".
const BOILER = [
  'Boiler care.',
  'The boiler heats the water and the radiators.',
  'It was installed in 2019 by Termo Plus.',
  'Keep the boiler pressure between 1.0 and 1.5 bar.',
  'The boiler is serviced every autumn.',
  'Bleed the radiators in October.',
  'The boiler room stays unlocked.',
  'Never cover the boiler vents.',
  'The warranty runs until 2029.',
  'Call Termo Plus if the boiler shows an error.',
  'Their number is on the boiler door.',
];

describe('citedSpans', () => {
  it('marks only the sentence that answers, not every line of the passage', () => {
    // pdf.js draws one line per sentence here, cut where the PDF cut them.
    const spans = layer(['Boiler care.', ...BOILER.slice(1)]);
    const marked = citedSpans(spans, cited(BOILER, [3]));
    expect(texts(marked)).toEqual(['Keep the boiler pressure between 1.0 and 1.5 bar.']);
  });

  it('marks a sentence across the lines it spans, and a line it shares with another', () => {
    const spans = layer([
      'Boiler care. The boiler heats the water',
      'and the radiators. It was installed in 2019 by Termo Plus. Keep the boiler',
      'pressure between 1.0 and',
      '1.5 bar. The boiler is serviced every autumn.',
      'Bleed the radiators in October.',
    ]);
    const marked = citedSpans(spans, cited(BOILER.slice(0, 6), [3]));
    expect(texts(marked)).toEqual([spans[1]!, spans[2]!, spans[3]!].map((s) => s.textContent));
  });

  it('finds the passage where the page holds it, spaces and case aside', () => {
    const spans = layer([
      'Keep the boiler pressure between 1.0 and 1.5 bar.',
      'Other text.',
      ...BOILER,
    ]);
    const marked = citedSpans(spans, cited(BOILER, [3]));
    expect(marked).toEqual([spans[5]]);
    expect(
      texts(
        citedSpans(
          layer(['KEEP  the boiler pressure', 'between 1.0 and 1.5 bar.']),
          cited(BOILER.slice(3, 4), [0]),
        ),
      ),
    ).toHaveLength(2);
  });

  it('marks a passage without marked sentences whole, and nothing for one the page lacks', () => {
    const spans = layer(BOILER.slice(0, 3));
    expect(citedSpans(spans, { text: BOILER.slice(0, 3).join(' '), marks: [] })).toEqual(spans);
    expect(citedSpans(spans, cited(['The rent is due on the first.'], [0]))).toEqual([]);
  });
});
