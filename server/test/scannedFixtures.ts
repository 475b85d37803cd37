import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

/** A4 at 150 dpi: what a scanner's default setting gives. */
const PAGE = { width: 1240, height: 1754 };

interface TextLayout {
  fontPx: number;
  left: number;
  top: number;
  lineGap: number;
}

/** A white canvas with `lines` written on it in black. */
function drawnText(lines: string[], size: { width: number; height: number }, at: TextLayout) {
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.fillStyle = '#000000';
  context.font = `${at.fontPx}px sans-serif`;
  lines.forEach((line, i) => context.fillText(line, at.left, at.top + i * at.lineGap));
  return canvas;
}

/** Lines of text drawn black on white, as a scanned page or a photo of one would show them. */
export function textImage(
  lines: string[],
  format: 'png' | 'jpeg' | 'webp' = 'png',
  size = PAGE,
): Buffer {
  const canvas = drawnText(lines, size, { fontPx: 36, left: 110, top: 180, lineGap: 64 });
  if (format === 'png') return canvas.toBuffer('image/png');
  if (format === 'jpeg') return canvas.toBuffer('image/jpeg', 92);
  return canvas.toBuffer('image/webp', 92);
}

/** A PDF whose pages are only images of text (no text layer), as a scanner writes one. */
export async function scannedPdf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const lines of pages) {
    const image = await doc.embedPng(textImage(lines));
    const page = doc.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}

/** A PNG header claiming `width` × `height` pixels, with no pixels behind it. */
export function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 2, 0, 0, 0], 24);
  return header;
}

/** An uncompressed greyscale TIFF of the text image (one strip), as a fax or old scanner makes. */
export function textTiff(lines: string[], size = { width: 800, height: 300 }): Buffer {
  const canvas = drawnText(lines, size, { fontPx: 32, left: 40, top: 80, lineGap: 56 });
  const rgba = canvas.getContext('2d').getImageData(0, 0, size.width, size.height).data;
  const pixels = Buffer.alloc(size.width * size.height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = rgba[i * 4]!;
  const entries: [tag: number, type: number, value: number][] = [
    [256, 4, size.width],
    [257, 4, size.height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 0], // strip offset, set below
    [277, 3, 1],
    [278, 4, size.height],
    [279, 4, pixels.length],
  ];
  const ifdAt = 8;
  const dataAt = ifdAt + 2 + entries.length * 12 + 4;
  const file = Buffer.alloc(dataAt + pixels.length);
  file.write('II', 0, 'latin1');
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(ifdAt, 4);
  file.writeUInt16LE(entries.length, ifdAt);
  entries.forEach(([tag, type, value], i) => {
    const at = ifdAt + 2 + i * 12;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(1, at + 4);
    const stored = tag === 273 ? dataAt : value;
    if (type === 3) file.writeUInt16LE(stored, at + 8);
    else file.writeUInt32LE(stored, at + 8);
  });
  pixels.copy(file, dataAt);
  return file;
}
