import { UnreadableFile, type TextUnit } from './types.ts';

const MAX_DEPTH = 64;

function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key)
    ? parent
      ? `${parent}.${key}`
      : key
    : `${parent}[${JSON.stringify(key)}]`;
}

/**
 * Every value of a JSON document as "path: value" (`orders[2].total: 40`), in document order;
 * values of one object sit together under its path as the heading, so a record stays one passage.
 */
export function extractJson(text: string): TextUnit[] {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UnreadableFile('corrupt', 'The file is not valid JSON.');
  }
  const units: TextUnit[] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, i) => [i, item])
        : Object.entries(value);
      const leaves = entries.filter(([, item]) => item === null || typeof item !== 'object');
      if (leaves.length) {
        units.push({
          text: leaves
            .map(([key, item]) => `${pathOf(path, key)}: ${JSON.stringify(item)}`)
            .join('\n'),
          heading: path,
          page: null,
          lineStart: null,
          lineEnd: null,
        });
      }
      for (const [key, item] of entries)
        if (item !== null && typeof item === 'object') walk(item, pathOf(path, key), depth + 1);
      return;
    }
    units.push({
      text: `${path || '(root)'}: ${JSON.stringify(value)}`,
      heading: path,
      page: null,
      lineStart: null,
      lineEnd: null,
    });
  };
  walk(document, '', 0);
  return units;
}
