import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Why a PDF cannot be shown. */
export type PdfFailure = 'encrypted' | 'corrupt';

let pdfjs: Promise<typeof import('pdfjs-dist')> | null = null;

/**
 * pdf.js and its worker, fetched the first time a PDF is opened (never in the main bundle). The
 * worker is a file of our own origin, so the Content-Security-Policy's `worker-src 'self'`
 * covers it; `isEvalSupported: false` keeps pdf.js from trying `new Function`, which
 * `script-src 'self'` forbids.
 */
function pdfjsLib() {
  pdfjs ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return pdfjs;
}

/** Opens a PDF from its bytes (copied: pdf.js hands its input to the worker). */
export async function loadPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const lib = await pdfjsLib();
  return lib.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
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
  const lib = await pdfjsLib();
  const layer = new lib.TextLayer({
    textContentSource: page.streamTextContent(),
    container,
    viewport,
  });
  await layer.render();
  return layer.textDivs;
}
