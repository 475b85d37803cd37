import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';
import ro from '@/i18n/ro.json';
import zh from '@/i18n/zh.json';
import type { Locale } from '@/config';

const bundles: Record<Locale, Record<string, string>> = { en, fr, ro, zh };

/** A message as a bundle holds it, for play functions to expect the translated text. */
export function message(locale: Locale, id: string): string {
  const text = bundles[locale][id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
  return text;
}
