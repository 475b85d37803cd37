import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { OcrWord } from '@/api/schema/filesOcr';
import { UnreadableFile } from '../types.ts';
import { ocrLanguages } from './ocrLanguages.ts';

/** One image read: its words with their boxes (fractions of the image), in reading order. */
export interface OcrResult {
  lines: OcrWord[][];
}

export interface OcrEngine {
  /** `onProgress` hears 0–1 of the page read, in steps of `PROGRESS_STEP`. */
  read(
    image: Buffer,
    size: { width: number; height: number },
    onProgress?: (fraction: number) => void,
  ): Promise<OcrResult>;
  close(): Promise<void>;
}

/** Words OCR is less sure of than this are noise more often than text (specks, rules, stamps). */
const MIN_CONFIDENCE = 30;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** tesseract reports every percent; a progress bar needs a tenth of that. */
const PROGRESS_STEP = 0.1;

/**
 * tesseract.js with the languages found locally (`ocrLanguages`): its worker script and core are
 * files of the installed package and the models a local folder, so it never fetches anything.
 * One engine reads every page of a file; each read has `pageMs` before the file is `too_slow`.
 */
export async function createOcrEngine(pageMs: number): Promise<OcrEngine> {
  const { codes, langPath } = ocrLanguages();
  // The logger is the worker's, set once; it reports to whichever page is being read.
  let reportPage: ((fraction: number) => void) | null = null;
  const worker: Worker = await createWorker(codes, OEM.LSTM_ONLY, {
    langPath,
    gzip: false,
    cacheMethod: 'none',
    logger: (message) => {
      if (message.status === 'recognizing text') reportPage?.(message.progress);
    },
  });
  return {
    async read(image, { width, height }, onProgress) {
      let reported = 0;
      reportPage = (fraction) => {
        if (fraction - reported < PROGRESS_STEP) return;
        reported = fraction;
        onProgress?.(clamp(fraction));
      };
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new UnreadableFile('too_slow', `Reading a page took longer than ${pageMs / 1000} s.`),
            ),
          pageMs,
        );
      });
      try {
        const { data } = await Promise.race([
          worker.recognize(image, {}, { blocks: true, text: false }),
          late,
        ]);
        const lines = (data.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) =>
            paragraph.lines.map((line) =>
              line.words
                .filter((word) => word.confidence >= MIN_CONFIDENCE && word.text.trim())
                .map((word): OcrWord => ({
                  text: word.text.trim().slice(0, 200),
                  box: [
                    clamp(word.bbox.x0 / width),
                    clamp(word.bbox.y0 / height),
                    clamp(word.bbox.x1 / width),
                    clamp(word.bbox.y1 / height),
                  ],
                })),
            ),
          ),
        );
        return { lines: lines.filter((line) => line.length > 0) };
      } finally {
        reportPage = null;
        clearTimeout(timer);
      }
    },
    async close() {
      await worker.terminate();
    },
  };
}
