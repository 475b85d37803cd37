import type { ExtractionLimits, FileKind, UnreadableReason } from '@/api/schema/filesConstants';
import type { OcrReading } from '../extract/types.ts';
import type { FileText } from '../fileText.ts';

/** What a reading worker is given (as `workerData.input`); `bytes` is moved, not copied. */
export interface ReadInput {
  kind: FileKind;
  bytes: Uint8Array;
  limits: ExtractionLimits;
}

/** What a reading worker says to the thread that started it. */
export type ReadMessage =
  | { type: 'progress'; done: number; ocr?: OcrReading }
  | { type: 'done'; text: FileText }
  | { type: 'unreadable'; reason: UnreadableReason; message: string }
  | { type: 'failed'; message: string };
