import { lazy, Suspense } from 'react';
import { ProgressBar } from '@/components/shared/ProgressBar';
import type { NoteEditorDialogProps } from './NoteEditorDialog';

// The rich-text editor (Tiptap/ProseMirror) is a big library: the list renders without it and its
// chunk loads when a note is opened (docs/performance.md).
const loadEditorDialog = () => import('./NoteEditorDialog');

const NoteEditorDialogChunk = lazy(() =>
  loadEditorDialog().then((module) => ({ default: module.NoteEditorDialog })),
);

/** Starts loading the editor early (pointer or focus near the notes), so opening is instant. */
export function prefetchNoteEditor(): void {
  // A failed prefetch shows nothing: opening a note asks again, and shows the error.
  loadEditorDialog().catch(() => undefined);
}

/** The note editor dialog; shows the page-loading bar while the editor's chunk arrives. */
export function LazyNoteEditorDialog(props: NoteEditorDialogProps) {
  return (
    <Suspense fallback={<ProgressBar />}>
      <NoteEditorDialogChunk {...props} />
    </Suspense>
  );
}
