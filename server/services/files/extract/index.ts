import {
  EXTRACTION_LIMITS,
  type ExtractionLimits,
  type FileKind,
} from '@/api/schema/filesConstants';
import { UnreadableFile, type Extracted, type ExtractProgress, type TextUnit } from './types.ts';

export { ExtractionStopped, UnreadableFile, type Extracted, type TextUnit } from './types.ts';

type UnitsReader = (bytes: Buffer, limits: ExtractionLimits) => TextUnit[] | Promise<TextUnit[]>;

const decoded =
  (read: (text: string) => TextUnit[]): UnitsReader =>
  (bytes) =>
    read(new TextDecoder().decode(bytes));

/**
 * Each kind's reader, loaded when a file of that kind comes (a reading worker starts fresh, and
 * a text file then never loads pdf.js, nor OCR). PDF and images take the limits of OCR too.
 */
const UNIT_READERS: Record<Exclude<FileKind, 'pdf' | 'image'>, () => Promise<UnitsReader>> = {
  text: async () => decoded((await import('./plainText.ts')).extractPlainText),
  markdown: async () => decoded((await import('./markdown.ts')).extractMarkdown),
  csv: async () => decoded((await import('./csv.ts')).extractCsv),
  json: async () => decoded((await import('./json.ts')).extractJson),
  docx: async () => (await import('./docx.ts')).extractDocx,
};

/** The file's text as units with their place (page, lines, headings); see docs/assistant.md. */
export async function extract(
  kind: FileKind,
  bytes: Buffer,
  progress: ExtractProgress,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<Extracted> {
  if (kind === 'pdf') return (await import('./pdf.ts')).extractPdf(bytes, progress, limits);
  if (kind === 'image') return (await import('./image.ts')).extractImage(bytes, progress, limits);
  const units = await (await UNIT_READERS[kind]())(bytes, limits);
  if (!units.some((unit) => /\p{L}|\p{N}/u.test(unit.text)))
    throw new UnreadableFile('no_text', 'The file holds no text to search.');
  await progress(1);
  return { units, pages: null };
}
