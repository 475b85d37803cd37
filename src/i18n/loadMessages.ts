import type { Locale } from '@/config';
import { MESSAGE_PARTS, type MessagePart } from './messageParts';

export type Messages = Record<string, string>;

// Each part of each bundle is its own chunk, fetched only when its language is chosen and its
// part is wanted (src/i18n/messageParts.ts).
const loaders: Record<MessagePart, Record<string, () => Promise<Messages>>> = {
  common: import.meta.glob<Messages>('./*.json', { query: '?part=common', import: 'default' }),
  signedIn: import.meta.glob<Messages>('./*.json', { query: '?part=signedIn', import: 'default' }),
};

/** Storybook and the tests want every message; the app starts with the common part. */
const wanted = new Set<MessagePart>(MESSAGE_PARTS);
let lastLocale: Locale | undefined;
const parts = new Map<string, Promise<Messages>>();
const loaded = new Map<Locale, { parts: ReadonlySet<MessagePart>; messages: Messages }>();
const listeners = new Set<() => void>();

function loadPart(locale: Locale, part: MessagePart): Promise<Messages> {
  const key = `${locale}:${part}`;
  let pending = parts.get(key);
  if (!pending) {
    const load = loaders[part][`./${locale}.json`];
    if (!load) return Promise.reject(new Error(`no ${locale} messages`));
    pending = load();
    // A failed fetch is tried again the next time the part is wanted.
    pending.catch(() => parts.delete(key));
    parts.set(key, pending);
  }
  return pending;
}

const hasWanted = (have: ReadonlySet<MessagePart>) => [...wanted].every((part) => have.has(part));

/** The messages of `locale`, once every wanted part of it has loaded. */
export function getLoadedMessages(locale: Locale): Messages | undefined {
  const entry = loaded.get(locale);
  return entry && hasWanted(entry.parts) ? entry.messages : undefined;
}

/** Loads every wanted part of `locale`'s bundle; the result is also `getLoadedMessages(locale)`. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  lastLocale = locale;
  const current = getLoadedMessages(locale);
  if (current) return current;
  const asked = [...wanted];
  const messages = Object.assign(
    {},
    ...(await Promise.all(asked.map((part) => loadPart(locale, part)))),
  );
  const have = new Set(asked);
  if (!hasWanted(have)) return loadMessages(locale);
  loaded.set(locale, { parts: have, messages });
  listeners.forEach((listener) => listener());
  return messages;
}

/** The app's entry: only these parts load before the first paint (`wantMessages` adds more). */
export function startWithMessages(start: readonly MessagePart[]): void {
  wanted.clear();
  start.forEach((part) => wanted.add(part));
}

/**
 * Adds a part (the signed-in shell's messages), loaded for the language in use; whoever shows
 * messages hears of it through `onMessagesLoaded`.
 */
export async function wantMessages(part: MessagePart): Promise<void> {
  wanted.add(part);
  if (lastLocale) await loadMessages(lastLocale);
}

/** Called whenever a language's messages have grown or loaded; returns the unsubscribe. */
export function onMessagesLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
