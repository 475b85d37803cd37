export { QuickNote, type QuickNoteProps } from './QuickNote';
export {
  quickNoteProblems,
  type QuickNoteProblems,
  type QuickNoteValue,
} from './quickNoteProblems';
