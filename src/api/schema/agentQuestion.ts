// How the agent reads what the user sends it: a slash command, and the title a conversation takes from it.
/** `/name rest`: the command's name and the text after it, or null for free text. */
export function readSlashCommand(text: string): { name: string; rest: string } | null {
  const match = /^\/(\S*)\s*([\s\S]*)$/u.exec(text.trim());
  return match ? { name: match[1]!.toLowerCase(), rest: match[2]!.trim() } : null;
}

/** A title longer than this is cut at a word and ends with an ellipsis. */
export const CONVERSATION_TITLE_CHARS = 60;

/**
 * The title a conversation gets from its first question, without a model: a slash command's
 * object ("/note Buy oat milk" → "Buy oat milk"), the command itself when it has none ("/today"),
 * or the question's first line, its spaces folded and cut at a word.
 */
export function conversationTitle(question: string): string {
  const command = readSlashCommand(question);
  const words = command?.rest ? command.rest : question;
  const firstLine = (words.trim().split('\n')[0] ?? '').replace(/\s+/gu, ' ').trim();
  if (firstLine.length <= CONVERSATION_TITLE_CHARS) return firstLine;
  const cut = firstLine.slice(0, CONVERSATION_TITLE_CHARS - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > CONVERSATION_TITLE_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
