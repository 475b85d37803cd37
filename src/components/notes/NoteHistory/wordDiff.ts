import { diffWords } from 'diff';

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The words a version would change in the current note: what restoring it adds and removes,
 * from the notes' plain text (docs/product.md, "Note history").
 */
export function wordDiff(current: string, version: string): DiffPart[] {
  return diffWords(current, version).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/** Whether the version holds the same text as the current note. */
export const sameText = (parts: DiffPart[]) => parts.every((part) => part.kind === 'same');
