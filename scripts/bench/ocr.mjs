// `npm run bench:ocr`: reads a generated scanned PDF (image-only pages of printed text, as a
// scanner writes them) the way the indexer does, in a reading worker thread, and prints pages
// per second (engine start included) and each page's OCR time p50/p99, from the worker's own
// progress reports (docs/assistant.md "OCR"). `--pages N` sets the pages (default 12, at most
// the 40 a file may have). Run it on a quiet machine: another process's load slows OCR as much.
import { performance } from 'node:perf_hooks';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
const { scannedPdf } = await import('../../server/test/scannedFixtures.ts');
const { readInWorker } = await import('../../server/services/files/isolation/readInWorker.ts');
const { EXTRACTION_LIMITS } = await import('../../src/api/schema/filesConstants.ts');

const args = process.argv.slice(2);
const at = args.indexOf('--pages');
const PAGES = Math.min(EXTRACTION_LIMITS.ocrPages, at >= 0 ? Number(args[at + 1]) : 12);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const LINES = [
  'Keep the boiler pressure between 1.0 and 1.5 bar.',
  'The harbour crane lifts forty tonnes.',
  'Invoice 2041 was paid in full on 3 March.',
  'The ferry leaves the pier every hour.',
  'Service the heat pump every autumn.',
];
const pages = Array.from({ length: PAGES }, (_, page) => [
  `Page ${page + 1}`,
  ...LINES.map((_, i) => LINES[(page + i) % LINES.length]),
]);
const pdf = await scannedPdf(pages);

const started = new Map();
const pageMs = [];
const t0 = performance.now();
const text = await readInWorker('pdf', new Uint8Array(pdf), (done, ocr) => {
  const now = performance.now();
  if (ocr && !started.has(ocr.page)) started.set(ocr.page, now);
  // A page's end reports without `ocr`: the page whose start was the last one seen.
  if (!ocr && started.size > pageMs.length) pageMs.push(now - [...started.values()].at(-1));
});
const totalS = (performance.now() - t0) / 1000;

const sorted = [...pageMs].sort((a, b) => a - b);
console.log(
  `OCR of a ${PAGES}-page scanned PDF (${(pdf.length / 1e6).toFixed(1)} MB), one worker:`,
);
console.log(`  pages read          ${pageMs.length} (${text.chunks.length} passages)`);
console.log(`  total               ${totalS.toFixed(1)} s, engine start included`);
console.log(`  pages per second    ${(PAGES / totalS).toFixed(2)}`);
console.log(
  `  per page p50 / p99  ${sorted.length ? `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 99).toFixed(0)} ms` : 'none'}`,
);
