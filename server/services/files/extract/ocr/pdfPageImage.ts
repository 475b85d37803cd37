import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Scans are usually 200–300 dpi; 200 reads body text well at half the pixels of 300. */
const OCR_DPI = 200;

/**
 * A PDF page drawn as a PNG for OCR, with pdf.js on `@napi-rs/canvas` (its Node canvas), at
 * `OCR_DPI` or less when that would pass `maxPixels`.
 */
export async function pdfPageImage(
  page: PDFPageProxy,
  maxPixels: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  const natural = page.getViewport({ scale: 1 });
  const wanted = OCR_DPI / 72;
  const fitting = Math.sqrt(maxPixels / (natural.width * natural.height));
  const viewport = page.getViewport({ scale: Math.min(wanted, fitting) });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return { png: canvas.toBuffer('image/png'), width, height };
}
