import {
  changeTagResponseSchema,
  NOTE_TAG_PATHS,
  undoTagChangeResponseSchema,
  type ChangeTagResponse,
} from '@/api/schema';
import type { Memo, Step } from './contract.ts';
import { listing } from './notesContract.ts';

const changed = (body: unknown) => (body as { changed: number }).changed;
const change = (name: string, from: string, to: string | null, keepAs?: string): Step => ({
  name,
  method: 'POST',
  path: NOTE_TAG_PATHS.change,
  body: { from, to },
  auth: 'session',
  schema: changeTagResponseSchema,
  same: changed,
  ...(keepAs ? { keepAs } : {}),
});

/** Rename a tag with its nested tags, UNDO it, refuse a tag grown too long, delete one. */
export const NOTE_TAG_STEPS: Step[] = [
  change('rename a tag and its nested tags', 'work', 'job', 'renamed'),
  listing('list, the renamed tag', { tag: 'job' }),
  {
    name: 'undo the rename',
    method: 'POST',
    path: NOTE_TAG_PATHS.undo,
    body: (memo: Memo) => ({ notes: (memo.kept.renamed as ChangeTagResponse).undo }),
    auth: 'session',
    schema: undoTagChangeResponseSchema,
    same: changed,
  },
  listing('list, the tag back', { tag: 'work' }),
  {
    name: 'a rename that makes a tag too long',
    method: 'POST',
    path: NOTE_TAG_PATHS.change,
    body: { from: 'work', to: 'x'.repeat(39) },
    auth: 'session',
  },
  change('delete a tag', 'work/clients', null),
  change('a tag no note has changes nothing', 'nowhere', 'somewhere'),
];
