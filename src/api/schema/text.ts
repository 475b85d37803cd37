import { z } from './zodSetup';
import { isStorableText, UNSTORABLE } from './storableText';

export { isStorableText };

/** C0 and C1 controls, DEL, line/paragraph separators and bidi embeddings, overrides, isolates. */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point.
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

const CONTROL_ALL = new RegExp(CONTROL.source, 'g');
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** The text without NUL or lone surrogates, which PostgreSQL cannot store (extracted text may hold them). */
export function withoutUnstorable(text: string): string {
  return text.replace(UNSTORABLE_ALL, '');
}

/** The text without anything `hasControlCharacters` or `isStorableText` would object to. */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(CONTROL_ALL, '').replace(UNSTORABLE_ALL, '');
}

/** A string the database can store; anything else fails with `fields.<name> = invalid_characters`. */
export const storableString = () =>
  z.string().refine(isStorableText, { params: { fieldCode: 'invalid_characters' } });

/**
 * One line of text a person reads (a display name): no control or direction-changing characters,
 * so it cannot break a mail into lines of its own or render backwards.
 */
export const singleLineString = () =>
  z.string().refine((text) => !hasControlCharacters(text) && isStorableText(text), {
    params: { fieldCode: 'invalid_characters' },
  });
