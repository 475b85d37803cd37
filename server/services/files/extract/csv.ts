import { csvDelimiter } from '@/api/schema/fileSniff';
import type { TextUnit } from './types.ts';

interface Row {
  fields: string[];
  lineStart: number;
  lineEnd: number;
}

/** RFC 4180 rows: quoted fields may hold the delimiter, `""` and line breaks. */
function parseRows(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== ''))
      rows.push({ fields, lineStart: rowStart, lineEnd: line });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowStart = line;
    } else field += char;
  }
  if (field !== '' || fields.length) endRow();
  return rows;
}

/** Each data row as "header: value; header: value", with its line range; the header row names the columns. */
export function extractCsv(text: string): TextUnit[] {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = csvDelimiter(clean.slice(0, 64 * 1024)) ?? ',';
  const [header, ...rows] = parseRows(clean, delimiter);
  if (!header) return [];
  const names = header.fields.map((name, i) => name.trim() || `column ${i + 1}`);
  return rows.map((row) => ({
    text: row.fields
      .map((value, i) => `${names[i] ?? `column ${i + 1}`}: ${value.trim()}`)
      .join('; '),
    heading: names.join(', '),
    page: null,
    lineStart: row.lineStart,
    lineEnd: row.lineEnd,
  }));
}
