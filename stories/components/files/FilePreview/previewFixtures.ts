import { waitFor } from 'storybook/test';
import { pdfBytes } from '@stories/mocks/filesContent';

/** The bytes as the preview takes them (its own copy). */
export const toBuffer = (bytes: Uint8Array) => bytes.slice().buffer;

/** A three-page PDF written by hand (no downloaded fixture); page 2 holds the cited passage. */
export const leasePdf = toBuffer(
  pdfBytes([
    ['Lease agreement', 'Between Ana Pop and Dan Ionescu'],
    [
      'Rent and deposit',
      'The rent is due on the first day of each month.',
      'The deposit is two months of rent.',
    ],
    ['Ending the lease', 'Either side may end the lease with 60 days of notice.'],
  ]),
);

const RENT = 'The rent is due on the first day of each month.';

/** Page 2's passage as a citation: its rent sentence answers, the deposit one does not. */
export const CITED_ON_PAGE_2 = {
  text: `Rent and deposit ${RENT} The deposit is two months of rent.`,
  marks: [{ start: 17, end: 17 + RENT.length }],
};

export const markdownBytes = toBuffer(
  new TextEncoder().encode(
    Array.from({ length: 40 }, (_, i) =>
      i === 0
        ? '# Meeting notes'
        : i >= 9 && i <= 13
          ? `Decision ${i - 8}: move the launch to March.`
          : `Line ${i + 1} of the notes.`,
    ).join('\n'),
  ),
);

export const longTextBytes = toBuffer(
  new TextEncoder().encode(Array.from({ length: 5000 }, (_, i) => `log line ${i + 1}`).join('\n')),
);

export const notAPdf = toBuffer(new TextEncoder().encode('%PDF-1.4 but nothing else follows'));

/**
 * The first PDF page in `canvasElement` once pdf.js has drawn it and its text layer. The first
 * draw of a run also starts pdf.js's worker and reads its fonts: on two busy cores that took
 * over 10 s once, so the wait allows 20 (within the story's 30).
 */
export const drawnPage = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const page = canvasElement.querySelector<HTMLElement>('[data-drawn="true"]');
      if (!page) throw new Error('not drawn yet');
      return page;
    },
    { timeout: 20_000 },
  );
