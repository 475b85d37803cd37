import type { LinkedItem, LinkedItemKind } from '@/api/schema';
import { destination, escapeText } from './markdownText.ts';

/** The app's address of an event (in its owner's calendar) or a file (in the file assistant). */
function addressOf(item: LinkedItem, appUrl: string): string {
  if (item.kind === 'file')
    return `${appUrl}/file_assistant?${new URLSearchParams({ file: item.id }).toString()}`;
  const calendar = encodeURIComponent(item.calendar ?? '');
  return `${appUrl}/calendar/${calendar}?${new URLSearchParams({ event: item.id }).toString()}`;
}

/**
 * How an export writes a link to an event or a file (docs/product.md, "Import and export"): a
 * Markdown link with its title to its address in the app. One the user may not see (gone, or no
 * longer shared) becomes a marker that names only its kind, so an export tells nothing of it.
 */
export function linkedItemMarkdown(items: LinkedItem[], appUrl: string) {
  const known = new Map(items.map((item) => [`${item.kind}:${item.id}`, item]));
  return (kind: LinkedItemKind, id: string): string => {
    const item = known.get(`${kind}:${id}`);
    if (!item?.title) return `(${kind} unavailable)`;
    return `[${escapeText(item.title)}](${destination(addressOf(item, appUrl))})`;
  };
}
