import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { loadPdf, pdfFailure, type PdfFailure } from './loadPdf';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'failed'; reason: PdfFailure };

/** A PDF opened from its bytes; closed again (worker memory freed) when the bytes change. */
export function usePdfDocument(bytes: ArrayBuffer): PdfDocumentState {
  const [state, setState] = useState<{ bytes: ArrayBuffer; value: PdfDocumentState }>({
    bytes,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let open: PDFDocumentProxy | null = null;
    let cancelled = false;
    loadPdf(bytes).then(
      (document) => {
        if (cancelled) return void document.destroy();
        open = document;
        setState({ bytes, value: { status: 'ready', document } });
      },
      (error: unknown) => {
        if (!cancelled) setState({ bytes, value: { status: 'failed', reason: pdfFailure(error) } });
      },
    );
    return () => {
      cancelled = true;
      void open?.destroy();
    };
  }, [bytes]);
  return state.bytes === bytes ? state.value : { status: 'loading' };
}
