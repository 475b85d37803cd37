// Each language's bundle (`src/i18n/<lang>.json`, one source) reaches the app in two parts, so a
// sign-in page does not download the dashboard's messages (docs/performance.md).

export const MESSAGE_PARTS = ['common', 'signedIn'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/**
 * A key's first segment, for the messages that only the signed-in shell and its pages show: the
 * shell loads them with its chunk. Every other key is common, loaded before every first paint;
 * `messageParts.test.ts` proves the sign-in and utility pages use common keys only.
 */
const SIGNED_IN_PREFIXES: ReadonlySet<string> = new Set([
  'account',
  'agent',
  'assistant',
  'breadcrumbs',
  'cache',
  'calendar',
  'citation',
  'connectedApps',
  'customizer',
  'draft',
  'event',
  'files',
  'footer',
  'header',
  'home',
  'layout',
  'menu',
  'notes',
  'recurrence',
  'search',
  'settings',
  'timezone',
]);

export function partOf(key: string): MessagePart {
  return SIGNED_IN_PREFIXES.has(key.split('.', 1)[0]!) ? 'signedIn' : 'common';
}

export const signedInPrefixes = (): string[] => [...SIGNED_IN_PREFIXES];

/** The messages of one part of a bundle. */
export function messagesOfPart<Message>(
  messages: Record<string, Message>,
  part: MessagePart,
): Record<string, Message> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => partOf(key) === part));
}

/** The query a bundle's import carries to ask for one part: `./en.json?part=common`. */
export const PART_QUERY = 'part';
