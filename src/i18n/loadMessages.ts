import type { Locale } from '@/config';

export type Messages = Record<string, string>;

// Each bundle is its own chunk, fetched only when its language is chosen.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ro: () => import('./ro.json'),
  zh: () => import('./zh.json'),
};

const loaded = new Map<Locale, Messages>();

export function getLoadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}
