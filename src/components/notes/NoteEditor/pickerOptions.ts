import type { NoteLinkOption } from './noteLinksContext';

/** A row of the `[[` picker: a note to link, or the offer to create one with the typed title. */
export type PickerOption = NoteLinkOption & { create?: true };

/**
 * The notes found, then "Create note '<typed>'" unless one of them already has exactly that
 * title (ignoring case): linking to it is what the user most likely meant.
 */
export function pickerOptions(typed: string, found: readonly NoteLinkOption[]): PickerOption[] {
  const title = typed.trim();
  if (!title) return [...found];
  const wanted = title.toLocaleLowerCase();
  const exact = found.some((note) => note.title.trim().toLocaleLowerCase() === wanted);
  return exact ? [...found] : [...found, { id: '', title, create: true }];
}
