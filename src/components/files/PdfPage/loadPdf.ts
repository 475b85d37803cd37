import type { PDFDocumentProxy } from 'pdfjs-dist';
import { onDemand } from '@/lib/onDemand';
import { pdfjsDataUrl } from './pdfjsData';

/** Why a PDF cannot be shown. */
export type PdfFailure = 'encrypted' | 'corrupt';

/**
 * pdf.js and its worker, fetched the first time a PDF is opened (never in the main bundle). The
 * worker is a file of our own origin, so the Content-Security-Policy's `worker-src 'self'`
 * covers it; `isEvalSupported: false` keeps pdf.js from trying `new Function`, which
 * `script-src 'self'` forbids.
 */
const pdfjs = onDemand(() =>
  Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
  ),
);

/**
 * Opens a PDF from its bytes (copied: pdf.js hands its input to the worker). A font the PDF
 * names but does not embed is drawn from pdf.js's own metric-compatible files rather than a
 * system font of other widths (`useSystemFonts: false`); they and the CMaps come from our origin.
 */
export async function loadPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const lib = await pdfjs.load();
  const base = import.meta.env.BASE_URL;
  return lib.getDocument({
    data: new Uint8Array(bytes.slice(0)),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: pdfjsDataUrl('standard_fonts', base),
    cMapUrl: pdfjsDataUrl('cmaps', base),
  }).promise;
}

export function pdfFailure(error: unknown): PdfFailure {
  return error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'corrupt';
}

/** The text layer's spans, built by pdf.js over a drawn page. */
export async function renderTextLayer(
  page: import('pdfjs-dist').PDFPageProxy,
  container: HTMLElement,
  viewport: import('pdfjs-dist').PageViewport,
): Promise<HTMLElement[]> {
  const lib = await pdfjs.load();
  const layer = new lib.TextLayer({
    textContentSource: page.streamTextContent(),
    container,
    viewport,
  });
  await layer.render();
  return layer.textDivs;
}
