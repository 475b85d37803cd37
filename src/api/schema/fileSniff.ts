import type { FileKind } from './files';

/**
 * Decides a file's type from its bytes as they stream past (docs/files.md "Types"): the name is
 * only a tie-breaker between two text formats (Markdown or plain text). Shared by the server and
 * the mocks, so both refuse the same files.
 */
export type SniffVerdict =
  | { kind: FileKind }
  /** Starts like a ZIP: a DOCX only if its directory has the right parts (checked by the caller). */
  | { kind: 'zip' }
  | { refused: 'binary' | 'empty' };

const HEAD_BYTES = 8 * 1024;
/** The images OCR reads (docs/files.md "Types"), by their signatures; WebP is RIFF….WEBP. */
const IMAGE_SIGNATURES: { magic: number[]; at?: number }[] = [
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG
  { magic: [0xff, 0xd8, 0xff] }, // JPEG
  { magic: [0x57, 0x45, 0x42, 0x50], at: 8 }, // WebP (after "RIFF" and a length)
  { magic: [0x49, 0x49, 0x2a, 0x00] }, // TIFF, little-endian
  { magic: [0x4d, 0x4d, 0x00, 0x2a] }, // TIFF, big-endian
];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Readers accept the PDF header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;

// Tab, line feed, form feed and carriage return are text; any other C0 control means binary.
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001A\u001C-\u001F]/;

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  return magic.every((byte, i) => bytes[at + i] === byte);
}

function findPdfHeader(head: Uint8Array): boolean {
  const end = Math.min(head.length - PDF_MAGIC.length, PDF_HEADER_WINDOW);
  for (let at = 0; at <= end; at++) if (startsWith(head, PDF_MAGIC, at)) return true;
  return false;
}

const CSV_DELIMITERS = [',', ';', '\t'];

/** The first `limit` records of CSV text with their field count per delimiter; quotes may span lines. */
function csvFieldCounts(text: string, limit: number): Record<string, number>[] {
  const records: Record<string, number>[] = [];
  let counts: Record<string, number> = { ',': 1, ';': 1, '\t': 1 };
  let quoted = false;
  let blank = true;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (!blank) records.push(counts);
      if (records.length === limit) break;
      counts = { ',': 1, ';': 1, '\t': 1 };
      blank = true;
      continue;
    } else if (!quoted && char in counts) counts[char]!++;
    if (!/\s/.test(char)) blank = false;
  }
  if (!blank && records.length < limit) records.push(counts);
  return records;
}

/**
 * The delimiter (`,`, `;` or tab) that cuts the first few records into the same number of fields,
 * two or more; null when none does or there are fewer than two records.
 */
export function csvDelimiter(text: string): string | null {
  const records = csvFieldCounts(text, 6);
  if (records.length < 2) return null;
  return (
    CSV_DELIMITERS.find((delimiter) => {
      const first = records[0]![delimiter]!;
      return first >= 2 && records.every((record) => record[delimiter] === first);
    }) ?? null
  );
}

function looksLikeCsv(head: string, complete: boolean): boolean {
  // A head cut mid-file may end mid-record: only whole lines count.
  return (
    csvDelimiter(complete ? head : head.slice(0, Math.max(0, head.lastIndexOf('\n')))) !== null
  );
}

function looksLikeJson(head: string, complete: boolean): boolean {
  const text = head.trim();
  if (!/^[[{]/.test(text)) return false;
  if (complete) {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }
  return /^(\{\s*("|\})|\[\s*([[{"\d\-\]]|true|false|null))/.test(text);
}

const MARKDOWN_SIGNS = [
  /^#{1,6}\s+\S/m,
  /^```/m,
  /\[[^\]\n]+\]\([^)\s]+\)/,
  /^\S.*\n(=+|-+)\s*$/m,
  /^\s*([-*+]|\d+\.)\s+\S.*\n\s*([-*+]|\d+\.)\s+\S/m,
  /^>\s+\S/m,
];

function textKind(head: string, complete: boolean, name: string): FileKind {
  if (looksLikeJson(head, complete)) return 'json';
  if (looksLikeCsv(head, complete)) return 'csv';
  if (/\.(md|markdown)$/i.test(name)) return 'markdown';
  if (MARKDOWN_SIGNS.some((sign) => sign.test(head))) return 'markdown';
  return 'text';
}

export class ContentSniffer {
  #head = new Uint8Array(0);
  #size = 0;
  #decoder = new TextDecoder('utf-8', { fatal: true });
  #text = true;
  #headText = '';

  /** Feeds the next bytes; cheap enough to call on every block of a 20 MB upload. */
  push(bytes: Uint8Array): void {
    if (this.#head.length < HEAD_BYTES) {
      const take = bytes.subarray(0, HEAD_BYTES - this.#head.length);
      const head = new Uint8Array(this.#head.length + take.length);
      head.set(this.#head);
      head.set(take, this.#head.length);
      this.#head = head;
    }
    this.#size += bytes.length;
    if (!this.#text) return;
    try {
      const decoded = this.#decoder.decode(bytes, { stream: true });
      if (BINARY_CONTROL.test(decoded)) this.#text = false;
      else if (this.#headText.length < HEAD_BYTES) this.#headText += decoded;
    } catch {
      this.#text = false;
    }
  }

  /** The verdict once every byte has been pushed. */
  finish(name: string): SniffVerdict {
    if (this.#size === 0) return { refused: 'empty' };
    if (startsWith(this.#head, ZIP_MAGIC)) return { kind: 'zip' };
    if (findPdfHeader(this.#head)) return { kind: 'pdf' };
    if (IMAGE_SIGNATURES.some(({ magic, at }) => startsWith(this.#head, magic, at)))
      return { kind: 'image' };
    if (this.#text) {
      try {
        this.#headText += this.#decoder.decode();
      } catch {
        return { refused: 'binary' };
      }
      const complete = this.#size <= HEAD_BYTES;
      const head = this.#headText.replace(/^\uFEFF/, '').slice(0, HEAD_BYTES);
      return { kind: textKind(head, complete, name) };
    }
    return { refused: 'binary' };
  }
}

/** Parts every Word document has; a ZIP without them is refused, whatever its name. */
export const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'] as const;
