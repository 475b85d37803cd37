import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { ExtractionLimits } from '@/api/schema/filesConstants';
import type { OcrPage } from '@/api/schema/filesOcr';
import { createOcrEngine, type OcrEngine } from './ocr/ocrEngine.ts';
import { ocrUnits } from './ocr/ocrUnits.ts';
import { pdfPageImage } from './ocr/pdfPageImage.ts';
import {
  ExtractionStopped,
  progressWithinPage,
  UnreadableFile,
  type Extracted,
  type ExtractProgress,
  type TextUnit,
} from './types.ts';

function unreadable(error: unknown): UnreadableFile {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException')
    return new UnreadableFile('encrypted', 'The PDF is protected by a password.');
  return new UnreadableFile('corrupt', 'The PDF is damaged and cannot be read.');
}

/** A page's text items cut into lines: a new line where pdf.js says so or the baseline moves. */
function pageLines(items: TextItem[]): string[] {
  const lines: string[] = [];
  let line = '';
  let baseline: number | null = null;
  for (const item of items) {
    const y = item.transform[5] as number;
    if (baseline !== null && Math.abs(y - baseline) > 2 && line.trim()) {
      lines.push(line.trim());
      line = '';
    }
    line += item.str;
    baseline = y;
    if (item.hasEOL) {
      lines.push(line.trim());
      line = '';
      baseline = null;
    }
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

const hasText = (text: string) => /\p{L}|\p{N}/u.test(text);

/** The text-layer lines of a page as units; empty for a page without a text layer (a scan). */
function textLayerUnits(lines: string[], page: number): TextUnit[] {
  return lines.flatMap((text, i) =>
    text ? [{ text, heading: '', page, lineStart: i + 1, lineEnd: i + 1 }] : [],
  );
}

/**
 * Reads scanned pages: the OCR engine starts with the first one (a PDF with a text layer never
 * loads it), and more than `ocrPages` of them make the file `too_large`.
 */
function scannedPageReader(limits: ExtractionLimits) {
  let engine: Promise<OcrEngine> | null = null;
  let count = 0;
  return {
    async read(page: PDFPageProxy, number: number, onProgress: (fraction: number) => void) {
      if (++count > limits.ocrPages)
        throw new UnreadableFile(
          'too_large',
          `The PDF has more than ${limits.ocrPages} scanned pages to read.`,
        );
      engine ??= createOcrEngine(limits.ocrPageMs);
      const image = await pdfPageImage(page, limits.ocrPixels);
      return ocrUnits(number, await (await engine).read(image.png, image, onProgress));
    },
    async close() {
      // An engine that failed to start has nothing to close; its error was already thrown.
      await (await engine?.catch(() => null))?.close();
    },
  };
}

/**
 * Each line of each page with its page number and its line number on that page; a page without
 * a text layer is drawn and read by OCR. A password is `encrypted`, a broken file `corrupt`, a
 * file where not even OCR finds a letter `no_text`.
 */
export async function extractPdf(
  bytes: Buffer,
  progress: ExtractProgress,
  limits: ExtractionLimits,
): Promise<Extracted> {
  let pdf;
  try {
    pdf = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw unreadable(error);
  }
  const scanned = scannedPageReader(limits);
  try {
    const units: TextUnit[] = [];
    const ocr: OcrPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      const lines = pageLines(items);
      if (lines.some(hasText)) units.push(...textLayerUnits(lines, number));
      else {
        const reading = { page: number, pages: pdf.numPages };
        await progress((number - 1) / pdf.numPages, reading);
        const read = await scanned.read(page, number, progressWithinPage(progress, reading));
        units.push(...read.units);
        if (read.ocr.words.length > 0) ocr.push(read.ocr);
      }
      page.cleanup();
      await progress(number / pdf.numPages);
    }
    if (!units.some((unit) => hasText(unit.text)))
      throw new UnreadableFile('no_text', 'Not even OCR found text in the PDF.');
    return { units, pages: pdf.numPages, ...(ocr.length > 0 ? { ocr } : {}) };
  } catch (error) {
    throw error instanceof UnreadableFile || error instanceof ExtractionStopped
      ? error
      : unreadable(error);
  } finally {
    await scanned.close();
    await pdf.destroy();
  }
}
