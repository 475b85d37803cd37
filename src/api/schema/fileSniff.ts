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

/** Splits one CSV line on `delimiter`, honouring double quotes; returns the field count. */
function csvFieldCount(line: string, delimiter: string): number {
  let count = 1;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

const CSV_DELIMITERS = [',', ';', '\t'];

/** At least two lines, and the first few all cut into the same number (≥ 2) of fields. */
function looksLikeCsv(head: string, complete: boolean): boolean {
  const lines = head.split(/\r?\n/);
  if (!complete) lines.pop();
  const rows = lines.filter((line) => line.trim() !== '').slice(0, 6);
  if (rows.length < 2) return false;
  return CSV_DELIMITERS.some((delimiter) => {
    const counts = rows.map((row) => csvFieldCount(row, delimiter));
    return counts[0]! >= 2 && counts.every((count) => count === counts[0]);
  });
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
