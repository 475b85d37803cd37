import {
  EXTRACTION_LIMITS,
  type ExtractionLimits,
  type FileKind,
} from '@/api/schema/filesConstants';
import type { OcrPage } from '@/api/schema/filesOcr';
import { chunkUnits, type Chunk } from './chunk.ts';
import { extract } from './extract/index.ts';
import type { ExtractProgress } from './extract/types.ts';

/** A file's text as the passages to store, its PDF pages, and the words OCR read with their boxes. */
export interface FileText {
  chunks: Chunk[];
  pages: number | null;
  ocr: OcrPage[];
}

/** Reads a file into passages; the indexer's default runs `readFileText` in a worker thread. */
export type ReadFileText = (
  kind: FileKind,
  bytes: Buffer,
  progress: ExtractProgress,
) => Promise<FileText>;

/** Extraction and chunking together, so the cutting of a large text runs off the event loop too. */
export async function readFileText(
  kind: FileKind,
  bytes: Buffer,
  progress: ExtractProgress,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<FileText> {
  const extracted = await extract(kind, bytes, progress, limits);
  return {
    chunks: chunkUnits(extracted.units),
    pages: extracted.pages,
    ocr: extracted.ocr ?? [],
  };
}
