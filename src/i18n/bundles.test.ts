import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '@/config';

const dir = path.dirname(new URL(import.meta.url).pathname);
const bundles = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>,
  ]),
);

/** The argument names a message uses, with their ICU type, e.g. `count:plural`. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
      found.add(`${element.value}:${TYPE[element.type]}`);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

describe('message bundles', () => {
  test('every locale has a bundle file and no stray bundle exists', () => {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
    expect(files).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  test.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has exactly the keys of en',
    (locale) => {
      expect(Object.keys(bundles[locale]!).sort()).toEqual(Object.keys(bundles.en!).sort());
    },
  );

  test.each(LOCALES)('%s: every message parses and is not empty', (locale) => {
    for (const [id, message] of Object.entries(bundles[locale]!)) {
      expect(message.trim(), id).not.toBe('');
      expect(() => parse(message), `${locale} ${id}`).not.toThrow();
    }
  });

  test.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s uses the same ICU arguments as en',
    (locale) => {
      for (const [id, english] of Object.entries(bundles.en!)) {
        const translated = bundles[locale]![id];
        if (translated === undefined) continue;
        expect([...argumentsOf(parse(translated))].sort(), `${locale} ${id}`).toEqual(
          [...argumentsOf(parse(english))].sort(),
        );
      }
    },
  );
});
