import type { OcrPage } from '@/api/schema/filesOcr';
import type { TextUnit } from '../types.ts';
import type { OcrResult } from './ocrEngine.ts';

/** What OCR read on one page: a unit per line (numbered like a PDF's lines) and the words' boxes. */
export function ocrUnits(page: number, result: OcrResult): { units: TextUnit[]; ocr: OcrPage } {
  const units = result.lines.map((words, i): TextUnit => ({
    text: words.map((word) => word.text).join(' '),
    heading: '',
    page,
    lineStart: i + 1,
    lineEnd: i + 1,
  }));
  return { units, ocr: { page, words: result.lines.flat() } };
}
