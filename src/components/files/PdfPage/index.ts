export { OcrWords, type OcrWordsProps } from './OcrWords';
export { PdfPage, type PdfPageProps } from './PdfPage';
export { usePdfDocument, type PdfDocumentState } from './usePdfDocument';
export type { PdfFailure } from './loadPdf';
