import type { CommandResult, ToolResult } from '@/api/schema';

/**
 * What an UNDO takes back: a note (trashed), an event (deleted, with its calendar's owner) or an
 * automation (deleted, with its pending run).
 */
export type UndoTarget =
  | { kind: 'note'; noteId: string }
  | { kind: 'event'; eventId: string; username: string }
  | { kind: 'automation'; automationId: string };

/** The item a command or a tool created, if it created one. */
export function createdTarget(result: CommandResult | ToolResult | null): UndoTarget | null {
  if (result?.kind === 'note_created') return { kind: 'note', noteId: result.noteId };
  if (result?.kind === 'event_created') {
    return { kind: 'event', eventId: result.eventId, username: result.username };
  }
  if (result?.kind === 'automation_created') {
    return { kind: 'automation', automationId: result.automationId };
  }
  return null;
}
