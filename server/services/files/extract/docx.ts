import mammoth from 'mammoth';
import type { ExtractionLimits } from '@/api/schema/filesConstants';
import { assertDocxWithinLimits } from './docxLimits.ts';
import { HEADING_SEPARATOR, UnreadableFile, type TextUnit } from './types.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function plain(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_all, code: string) => String.fromCodePoint(Number(code)))
    .trim();
}

const BLOCK = /<(h[1-6]|p|li|td|th)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g;

/**
 * Paragraphs of a Word document (mammoth reads the XML; its HTML keeps headings, lists and
 * tables apart), numbered 1, 2, 3… as the document's "lines", headings kept as context. The ZIP
 * directory is checked against the limits first, so a bomb is refused before it is unpacked.
 */
export async function extractDocx(bytes: Buffer, limits: ExtractionLimits): Promise<TextUnit[]> {
  await assertDocxWithinLimits(bytes, limits);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  } catch {
    throw new UnreadableFile('corrupt', 'The Word document is damaged and cannot be read.');
  }
  const units: TextUnit[] = [];
  const trail: string[] = [];
  let paragraph = 0;
  for (const [, tag, inner] of html.matchAll(BLOCK)) {
    const text = plain(inner!);
    if (!text) continue;
    paragraph++;
    if (tag!.startsWith('h')) {
      const level = Number(tag![1]);
      trail.length = level - 1;
      trail[level - 1] = text;
      continue;
    }
    units.push({
      text,
      heading: trail.filter(Boolean).join(HEADING_SEPARATOR),
      page: null,
      lineStart: paragraph,
      lineEnd: paragraph,
    });
  }
  return units;
}
