import type { StoredFile } from '@/api/schema';
import { assistantPassages } from './assistantFixtures';

const encoder = new TextEncoder();
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A small valid PDF, one page per entry with its lines in Helvetica, written by hand so the
 * browser's mocks need no PDF library: pdf.js renders it like any other.
 */
export function pdfBytes(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const stream = lines
      .map((line, n) => `BT /F1 12 Tf 50 ${780 - n * 18} Td (${pdfText(line)}) Tj ET`)
      .join('\n');
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
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
