import { z } from './zodSetup';

/** Where OCR found a word: `[x0, y0, x1, y1]` in fractions (0–1) of its page's width and height. */
const fraction = z.number().min(0).max(1);

export const ocrWordSchema = z.object({
  text: z.string().min(1).max(200),
  box: z.tuple([fraction, fraction, fraction, fraction]),
});
export type OcrWord = z.infer<typeof ocrWordSchema>;

/** The words OCR read on one page of a scanned PDF, or on an image (page 1). */
export const ocrPageSchema = z.object({
  page: z.number().int().positive(),
  words: z.array(ocrWordSchema),
});
export type OcrPage = z.infer<typeof ocrPageSchema>;

export const ocrPageParamsSchema = z.object({
  id: z.uuid(),
  page: z.coerce.number().int().positive().max(100_000),
});

/** `GET /files/:id/ocr/:page`: the page's words, or none when the page was not read by OCR. */
export const ocrPageResponseSchema = z.object({ ocr: ocrPageSchema.nullable() });
export type OcrPageResponse = z.infer<typeof ocrPageResponseSchema>;
