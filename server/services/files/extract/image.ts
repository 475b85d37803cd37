import type { ExtractionLimits } from '@/api/schema/filesConstants';
import { imageSize } from './ocr/imageSize.ts';
import { createOcrEngine } from './ocr/ocrEngine.ts';
import { ocrUnits } from './ocr/ocrUnits.ts';
import {
  progressWithinPage,
  UnreadableFile,
  type Extracted,
  type ExtractProgress,
} from './types.ts';

/**
 * An uploaded image (a photo or scan of a page) read by OCR as page 1. Its size is read from the
 * header first: one past `ocrPixels` is `too_large` before a pixel is decoded.
 */
export async function extractImage(
  bytes: Buffer,
  progress: ExtractProgress,
  limits: ExtractionLimits,
): Promise<Extracted> {
  const size = imageSize(bytes);
  if (!size) throw new UnreadableFile('corrupt', 'The image is damaged and cannot be read.');
  if (size.width * size.height > limits.ocrPixels)
    throw new UnreadableFile('too_large', 'The image has too many pixels to read.');
  const reading = { page: 1, pages: 1 };
  await progress(0, reading);
  const engine = await createOcrEngine(limits.ocrPageMs);
  try {
    const result = await engine
      .read(bytes, size, progressWithinPage(progress, reading))
      .catch((error: unknown) => {
        if (error instanceof UnreadableFile) throw error;
        throw new UnreadableFile('corrupt', 'The image is damaged and cannot be read.');
      });
    const { units, ocr } = ocrUnits(1, result);
    await progress(1);
    return { units, pages: null, ocr: [ocr] };
  } finally {
    await engine.close();
  }
}
