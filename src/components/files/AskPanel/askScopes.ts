import type { AskScope } from '@/api/schema';

/** A file the panel can offer as a scope. */
export interface ScopeFile {
  id: string;
  name: string;
}

export const SCOPE_CHOICES = ['file', 'selection', 'all', 'everything'] as const;
export type ScopeChoice = (typeof SCOPE_CHOICES)[number];

export interface ScopeOptions {
  openFile: ScopeFile | null;
  selection: ScopeFile[];
}

/** The choices that make sense right now: "this file" needs one open, "selected" a selection. */
export function availableScopes({ openFile, selection }: ScopeOptions): ScopeChoice[] {
  return SCOPE_CHOICES.filter(
    (choice) =>
      (choice !== 'file' || openFile !== null) && (choice !== 'selection' || selection.length > 0),
  );
}

/** The request's scope for a choice. */
export function scopeFor(choice: ScopeChoice, { openFile, selection }: ScopeOptions): AskScope {
  switch (choice) {
    case 'file':
      return { files: openFile ? [openFile.id] : 'all', notes: false };
    case 'selection':
      return { files: selection.map((file) => file.id), notes: false };
    case 'all':
      return { files: 'all', notes: false };
    case 'everything':
      return { files: 'all', notes: true };
  }
}
