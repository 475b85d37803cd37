import type { NoteLinkOption } from './noteLinksContext';

/** A row of the `[[` picker: a note, event or file to link, or the offer to create a note. */
export type PickerOption = NoteLinkOption & { create?: true };

/** The picker's group of an option: its kind, with the offer to create a note set apart. */
export const pickerGroup = (option: PickerOption) =>
  option.create ? 'create' : (option.kind ?? 'note');

/**
 * What was found (notes, then events, then files, as the page gives them), then "Create note
 * '<typed>'" unless a note found already has exactly that title (ignoring case): linking to it is
 * what the user most likely meant. An event or a file of that name does not count: it is no note.
 */
export function pickerOptions(typed: string, found: readonly NoteLinkOption[]): PickerOption[] {
  const title = typed.trim();
  if (!title) return [...found];
  const wanted = title.toLocaleLowerCase();
  const exact = found.some(
    (option) => !option.kind && option.title.trim().toLocaleLowerCase() === wanted,
  );
  return exact ? [...found] : [...found, { id: '', title, create: true }];
}
