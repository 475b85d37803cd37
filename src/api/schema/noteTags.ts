/**
 * Nested tags (docs/product.md, Notebook): `work/clients/acme` sits under `work/clients`, which
 * sits under `work`. A tag filter takes its nested tags; the tag list counts each level.
 */

/** The levels a tag sits under, then the tag itself: `a/b/c` → `a`, `a/b`, `a/b/c`. */
export function tagLevels(tag: string): string[] {
  const parts = tag.split('/');
  return parts
    .map((_, i) => parts.slice(0, i + 1).join('/'))
    .filter((level, i) => level === tag || (parts[i] !== '' && level !== ''));
}

/** Whether a note's `tag` is `filter` or nested under it. */
export const isUnderTag = (tag: string, filter: string) =>
  tag === filter || tag.startsWith(`${filter}/`);

/** How deep a tag sits: `a` is 0, `a/b` is 1 (its parent levels that are tags of their own). */
export const tagDepth = (tag: string) => tagLevels(tag).length - 1;

/**
 * A note's tags after `from` (and every tag nested under it) becomes `to`, or goes when `to` is
 * null: `work` → `job` turns `work/clients` into `job/clients`. Order kept, repeats dropped.
 */
export function retagged(tags: readonly string[], from: string, to: string | null): string[] {
  const moved = tags.flatMap((tag) => {
    if (!isUnderTag(tag, from)) return [tag];
    return to === null ? [] : [`${to}${tag.slice(from.length)}`];
  });
  return [...new Set(moved)];
}
