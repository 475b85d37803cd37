import type { OcrWord, StoredFile } from '@/api/schema';
import { assistantPassages } from './assistantFixtures';

const encoder = new TextEncoder();
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF file from its objects (object n is `objects[n - 1]`, its parts text or raw bytes). */
function writePdf(objects: (string | Uint8Array)[][]): Uint8Array {
  const parts: Uint8Array[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  push('%PDF-1.4\n');
  const offsets = objects.map((object, index) => {
    const at = length;
    push(`${index + 1} 0 obj\n`);
    object.forEach(push);
    push('\nendobj\n');
    return at;
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const file = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

const stream = (dictionary: string, bytes: string | Uint8Array) => [
  `<< ${dictionary} /Length ${typeof bytes === 'string' ? encoder.encode(bytes).length : bytes.length} >>\nstream\n`,
  bytes,
  '\nendstream',
];

/**
 * A small valid PDF, one page per entry with its lines in Helvetica, written by hand so the
 * browser's mocks need no PDF library: pdf.js renders it like any other.
 */
export function pdfBytes(pages: string[][]): Uint8Array {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  return writePdf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    [
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    ...pages.flatMap((lines, i) => [
      [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      ],
      stream(
        '',
        lines
          .map((line, n) => `BT /F1 12 Tf 50 ${780 - n * 18} Td (${pdfText(line)}) Tj ET`)
          .join('\n'),
      ),
    ]),
  ]);
}

/** A scanned page: a PDF of one page that is only a JPEG picture, with no text of its own. */
export function scannedPdfBytes(scan: { jpeg: Uint8Array; width: number; height: number }) {
  const { width, height } = scan;
  return writePdf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Scan 5 0 R >> >> /Contents 4 0 R >>`,
    ],
    stream('', `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q`),
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
      scan.jpeg,
    ),
  ]);
}

/** A picture of printed lines and where each word stands on it, as OCR would report them. */
export interface DrawnScan {
  png: Uint8Array;
  jpeg: Uint8Array;
  width: number;
  height: number;
  words: OcrWord[];
}

/**
 * Draws `lines` on a page-like canvas (in the browser) and measures each word's box, so a story
 * has an image, a scanned PDF and the OCR words that match them exactly.
 */
export async function drawnScan(lines: string[], width = 720, height = 400): Promise<DrawnScan> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fbfaf5';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1b1b1b';
  context.font = '24px serif';
  const space = context.measureText(' ').width;
  const words: OcrWord[] = [];
  lines.forEach((line, row) => {
    const baseline = 60 + row * 40;
    let x = 40;
    for (const text of line.split(' ')) {
      const metrics = context.measureText(text);
      context.fillText(text, x, baseline);
      const box = [
        x / width,
        (baseline - metrics.actualBoundingBoxAscent) / height,
        Math.min(1, (x + metrics.width) / width),
        Math.min(1, (baseline + metrics.actualBoundingBoxDescent) / height),
      ] as const;
      words.push({ text, box: [...box] });
      x += metrics.width + space;
    }
  });
  const bytes = async (type: string) =>
    new Uint8Array(await (await canvas.convertToBlob({ type, quality: 0.9 })).arrayBuffer());
  return { png: await bytes('image/png'), jpeg: await bytes('image/jpeg'), width, height, words };
}

/** `text` cut at spaces into lines that fit a page's width in 12 pt Helvetica. */
function wrapped(text: string, width = 70): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * What a fixture file holds when a story did not give it bytes of its own: a PDF's pages hold
 * the passages the assistant's mocks cite from them, so a clicked citation finds its text.
 */
export function fixtureBytes(file: StoredFile): Uint8Array {
  if (file.kind === 'pdf') {
    return pdfBytes(
      Array.from({ length: Math.max(1, file.pages ?? 1) }, (_, i) => {
        const cited = assistantPassages.filter(
          (passage) => passage.id === file.id && passage.page === i + 1,
        );
        return [
          `${file.name}`,
          `Page ${i + 1}`,
          ...(cited.length > 0
            ? cited.flatMap((passage) => wrapped(passage.text))
            : ['Revenue grew in every region this quarter.']),
        ];
      }),
    );
  }
  const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of ${file.name}.`);
  return encoder.encode(
    file.kind === 'markdown' ? `# ${file.name}\n\n${lines.join('\n')}\n` : `${lines.join('\n')}\n`,
  );
}
