import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with one page per entry, each line of an entry drawn on its own line of text. */
export async function pdfWithPages(pages: string[][], options: { encrypt?: boolean } = {}) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font }));
  }
  if (!options.encrypt) return Buffer.from(await doc.save());
  return markEncrypted(Buffer.from(await doc.save({ useObjectStreams: false })));
}

/**
 * pdf-lib cannot encrypt; a trailer naming an /Encrypt dictionary is what readers check first,
 * and pdf.js refuses such a file with a password error, as it would a real encrypted one.
 */
function markEncrypted(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  const marked = text.replace(
    /trailer\s*<</,
    (found) => `${found}\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>`,
  );
  return Buffer.from(marked, 'latin1');
}

/** A PDF whose pages hold only drawn shapes: nothing to read without OCR. */
export async function pdfWithoutText(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 50, width: 200, height: 100 });
  return Buffer.from(await doc.save());
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DOCX_FRAME = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
};
const DOCUMENT_START =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOCUMENT_END = '</w:body></w:document>';

/** Paragraphs of a Word document; a `# ` prefix makes a Heading 1. */
export function docxWith(paragraphs: string[]): Buffer {
  const body = paragraphs
    .map((text) =>
      text.startsWith('# ')
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">${xmlEscape(text.slice(2))}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`,
    )
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(DOCX_FRAME['[Content_Types].xml']),
      '_rels/.rels': strToU8(DOCX_FRAME['_rels/.rels']),
      'word/document.xml': strToU8(DOCUMENT_START + body + DOCUMENT_END),
    }),
  );
}

/**
 * A Word document whose `word/document.xml` is one paragraph repeated to `xmlMb` MB: a few
 * kilobytes per 10 MB once packed (a zip bomb), built as a stream so the test never holds the XML.
 */
export function docxOfRepeatedXml(xmlMb: number): Buffer {
  const packed: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    packed.push(data);
  });
  const add = (name: string, parts: Iterable<string>) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    for (const part of parts) entry.push(strToU8(part));
    entry.push(new Uint8Array(0), true);
  };
  for (const [name, xml] of Object.entries(DOCX_FRAME)) add(name, [xml]);
  const paragraph = '<w:p><w:r><w:t>The same sentence, over and over again.</w:t></w:r></w:p>';
  const megabyte = paragraph.repeat(Math.ceil(2 ** 20 / paragraph.length));
  add('word/document.xml', [
    DOCUMENT_START,
    ...Array.from({ length: xmlMb }, () => megabyte),
    DOCUMENT_END,
  ]);
  zip.end();
  return Buffer.concat(packed);
}

/** A ZIP that is not a Word document. */
export function plainZip(): Buffer {
  return Buffer.from(
    zipSync({ 'notes.txt': strToU8('just a zip'), 'img/a.bin': new Uint8Array([1, 2, 3]) }),
  );
}

/** The start of a Linux executable: magic, then the NUL-rich header every ELF has. */
export function elfBinary(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  return bytes;
}
