import type { UnreadableReason } from '@/api/schema/filesConstants';
import type { OcrPage } from '@/api/schema/filesOcr';

/**
 * One unit of a file's text as its structure has it: a paragraph, a CSV row, a JSON value. Lines
 * are 1-based and inclusive: lines of the file for text formats, of the page for PDF, paragraph
 * numbers for DOCX (docs/assistant.md "Extraction").
 */
export interface TextUnit {
  text: string;
  /** The headings above the unit, outermost first, joined with " › ". */
  heading: string;
  page: number | null;
  lineStart: number | null;
  lineEnd: number | null;
}

export interface Extracted {
  units: TextUnit[];
  /** PDF pages; null for formats without fixed pages. */
  pages: number | null;
  /** The words and boxes of each page read by OCR (docs/assistant.md "OCR"). */
  ocr?: OcrPage[];
}

/** The page OCR is reading now, of the file's pages (an image is page 1 of 1). */
export interface OcrReading {
  page: number;
  pages: number;
}

/**
 * Reported per page (PDF) or once (the others): 0–1 of the extraction done and, while OCR reads
 * a page, which one; OCR reports within a page too, since one takes seconds.
 */
export type ExtractProgress = (done: number, ocr?: OcrReading) => void | Promise<void>;

/**
 * How far OCR is within `reading`'s page, as progress through the file. The engine calls it
 * without waiting, so a stop it throws is left for the page's end, which reports again.
 */
export function progressWithinPage(progress: ExtractProgress, reading: OcrReading) {
  return (fraction: number) =>
    void Promise.resolve(progress((reading.page - 1 + fraction) / reading.pages, reading)).catch(
      () => {},
    );
}

/** A file that cannot be read, with the reason the user sees. */
export class UnreadableFile extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Thrown by an `ExtractProgress` to stop the work (the file was deleted while it was indexed);
 * extractors let it through instead of reading it as a broken file.
 */
export class ExtractionStopped extends Error {}

export const HEADING_SEPARATOR = ' › ';
