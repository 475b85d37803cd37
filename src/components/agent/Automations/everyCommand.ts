/**
 * `/every <task>` in the composer: a client command (the server's commands need no form), which
 * opens the automation form with the task as its prompt instead of sending a message.
 */
export const EVERY_COMMAND = 'every';

/** The prompt `/every …` carries, or null when the text is not that command. */
export function everyPrompt(text: string): string | null {
  const match = /^\/every(?:\s+([\s\S]*))?$/i.exec(text.trim());
  return match ? (match[1] ?? '').trim() : null;
}
