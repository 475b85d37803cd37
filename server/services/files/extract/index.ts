import type { FileKind } from '@/api/schema';
import { extractCsv } from './csv.ts';
import { extractDocx } from './docx.ts';
import { extractJson } from './json.ts';
import { extractMarkdown } from './markdown.ts';
import { extractPdf } from './pdf.ts';
import { extractPlainText } from './plainText.ts';
import { UnreadableFile, type Extracted, type ExtractProgress } from './types.ts';

export { ExtractionStopped, UnreadableFile, type Extracted, type TextUnit } from './types.ts';

const TEXT_EXTRACTORS = {
  text: extractPlainText,
  markdown: extractMarkdown,
  csv: extractCsv,
  json: extractJson,
} as const;

/** The file's text as units with their place (page, lines, headings); see docs/assistant.md. */
export async function extract(
  kind: FileKind,
  bytes: Buffer,
  progress: ExtractProgress,
): Promise<Extracted> {
  if (kind === 'pdf') return extractPdf(bytes, progress);
  const units =
    kind === 'docx'
      ? await extractDocx(bytes)
      : TEXT_EXTRACTORS[kind](new TextDecoder().decode(bytes));
  if (!units.some((unit) => /\p{L}|\p{N}/u.test(unit.text)))
    throw new UnreadableFile('no_text', 'The file holds no text to search.');
  await progress(1);
  return { units, pages: null };
}
