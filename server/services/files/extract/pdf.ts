import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import {
  ExtractionStopped,
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

/**
 * Each line of each page with its page number and its line number on that page. A password is
 * `encrypted`, a broken file `corrupt`, pages without a single letter (scans) `no_text`.
 */
export async function extractPdf(bytes: Buffer, progress: ExtractProgress): Promise<Extracted> {
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
  try {
    const units: TextUnit[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      let lineNumber = 0;
      for (const text of pageLines(items)) {
        lineNumber++;
        if (text)
          units.push({
            text,
            heading: '',
            page: number,
            lineStart: lineNumber,
            lineEnd: lineNumber,
          });
      }
      page.cleanup();
      await progress(number / pdf.numPages);
    }
    if (!units.some((unit) => /\p{L}|\p{N}/u.test(unit.text)))
      throw new UnreadableFile('no_text', 'The PDF has no text layer (a scan?).');
    return { units, pages: pdf.numPages };
  } catch (error) {
    throw error instanceof UnreadableFile || error instanceof ExtractionStopped
      ? error
      : unreadable(error);
  } finally {
    await pdf.destroy();
  }
}
