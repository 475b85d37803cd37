// How the agent reads what the user sends it: a slash command, and the title a conversation takes from it.
import { withoutUnsafeCharacters } from './text';

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
  return cutAtWord((words.trim().split('\n')[0] ?? '').replace(/\s+/gu, ' ').trim());
}

/** A line of at most CONVERSATION_TITLE_CHARS, cut at a word with an ellipsis when longer. */
function cutAtWord(line: string): string {
  if (line.length <= CONVERSATION_TITLE_CHARS) return line;
  const cut = line.slice(0, CONVERSATION_TITLE_CHARS - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > CONVERSATION_TITLE_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Markup a model wraps a title in: HTML tags, Markdown emphasis, headings, quotes, links. */
const TAGS = /<[^>]*>?/gu;
const MARKDOWN = /[*_`~#>|[\]{}\\]/gu;
const WRAPPING_QUOTES = /^["'“”‘’«»「」]+|["'“”‘’«»「」.]+$/gu;
const LABEL = /^(?:title|titre|titlu|标题)\s*[:：]\s*/iu;

/**
 * The title a model proposed, made safe to show: its first non-empty line, without markup,
 * control characters, a "Title:" label or wrapping quotes, spaces folded, cut at a word.
 * Null when nothing is left, so the caller keeps the title it had.
 */
export function cleanModelTitle(proposed: string): string | null {
  const line = proposed
    .split(/\r?\n|\r|\u2028|\u2029/u)
    .map((candidate) =>
      withoutUnsafeCharacters(
        candidate.replace(TAGS, ' ').replace(MARKDOWN, ' ').replace(/\s/gu, ' '),
      )
        .replace(/ +/gu, ' ')
        .trim()
        .replace(LABEL, '')
        .replace(WRAPPING_QUOTES, '')
        .trim(),
    )
    .find((candidate) => /[\p{L}\p{N}]/u.test(candidate));
  return line ? cutAtWord(line) : null;
}
