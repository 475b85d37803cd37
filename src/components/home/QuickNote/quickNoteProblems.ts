import { NOTE_LIMITS } from '@/api/schema/notesConstants';

export interface QuickNoteValue {
  title: string;
  text: string;
}

export type QuickNoteProblems = {
  title?: 'titleTooLong';
  text?: 'textEmpty' | 'textTooLong';
};

/** The schema's limits, checked before sending so the message can sit beside the field. */
export function quickNoteProblems({ title, text }: QuickNoteValue): QuickNoteProblems {
  const problems: QuickNoteProblems = {};
  if (title.trim().length > NOTE_LIMITS.title) problems.title = 'titleTooLong';
  if (!text.trim()) problems.text = 'textEmpty';
  else if (text.length > NOTE_LIMITS.plainTextChars) problems.text = 'textTooLong';
  return problems;
}
