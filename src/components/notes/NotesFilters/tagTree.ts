import type { NoteTagsResponse } from '@/api/schema/notes';
import { tagLevels } from '@/api/schema/noteTags';

export interface TagRow {
  tag: string;
  count: number;
  /** What the row shows: the part below its parent row, or the whole tag at the top. */
  label: string;
  /** How many rows above it hold it. */
  depth: number;
}

const byParts = (a: string, b: string) => {
  const [left, right] = [a.split('/'), b.split('/')];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = left[i]!.localeCompare(right[i]!);
    if (order !== 0) return order;
  }
  return left.length - right.length;
};

/** The tags as a tree in reading order: each tag, then the tags nested under it. */
export function tagTree(items: NoteTagsResponse['items']): TagRow[] {
  const listed = new Set(items.map((item) => item.tag));
  return [...items]
    .sort((a, b) => byParts(a.tag, b.tag))
    .map(({ tag, count }) => {
      const parents = tagLevels(tag)
        .slice(0, -1)
        .filter((level) => listed.has(level));
      const parent = parents.at(-1);
      return {
        tag,
        count,
        label: parent ? tag.slice(parent.length + 1) : tag,
        depth: parents.length,
      };
    });
}
