export { NotesFilters, type NotesFiltersProps } from './NotesFilters';
