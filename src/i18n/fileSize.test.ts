import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, test } from 'vitest';
import type { Locale } from '@/config';
import { formatFileSize } from './fileSize';

const dir = path.dirname(new URL(import.meta.url).pathname);
const intlFor = (locale: Locale) =>
  createIntl({
    locale,
    messages: JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >,
  });
// Sizes keep number and unit together on one line.
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const sizes = [152, 1536, 3.2 * 1024 ** 2, 20 * 1024 ** 2, 2.5 * 1024 ** 3];

describe('formatFileSize', () => {
  test.each([
    ['en', ['152 B', '1.5 KB', '3.2 MB', '20 MB', '2.5 GB']],
    ['fr', ['152 o', '1,5 Ko', '3,2 Mo', '20 Mo', '2,5 Go']],
    ['ro', ['152 B', '1,5 KB', '3,2 MB', '20 MB', '2,5 GB']],
    ['zh', ['152 B', '1.5 KB', '3.2 MB', '20 MB', '2.5 GB']],
  ] as const)('%s spells sizes in its own unit and number style', (locale, expected) => {
    const intl = intlFor(locale);
    expect(sizes.map((bytes) => plain(formatFileSize(intl, bytes)))).toEqual(expected);
  });

  test('large counts are grouped and never shown as 1,024 of a unit', () => {
    const intl = intlFor('en');
    expect(plain(formatFileSize(intl, 1000))).toBe('1,000 B');
    expect(plain(formatFileSize(intl, 1024 ** 2 - 1))).toBe('1 MB');
    expect(plain(formatFileSize(intl, 0))).toBe('0 B');
    expect(plain(formatFileSize(intl, 5 * 1024 ** 4))).toBe('5,120 GB');
  });

  test('the number and its unit cannot be split across lines', () => {
    expect(formatFileSize(intlFor('en'), 152)).toBe('152\u00a0B');
  });
});
