import { SLASH_COMMANDS, type CommandResult, type SlashCommand } from '@/api/schema';
import type { AgentActions, RunContext } from './actions.ts';
import { parseEventText } from './eventDates.ts';

/** Words that make free text read like "write this down", per language. */
const NOTE_WORDS =
  /^(?:note|write down|remember|jot|notez|note[rz]?|retiens|rappelle|notează|noteaza|scrie|reține|retine|记下|记住|记录|写下)/iu;

/**
 * Slash commands worth offering for free text the agent cannot act on without a model: a date
 * in it suggests `/event`, a "note this" opening suggests `/note`.
 */
export function suggestCommands(
  text: string,
  context: Pick<RunContext, 'locale'>,
  timeZone: string,
): SlashCommand[] {
  const suggestions: SlashCommand[] = [];
  if (parseEventText(text, context.locale, timeZone).when) suggestions.push('event');
  if (NOTE_WORDS.test(text.trim())) suggestions.push('note');
  return suggestions;
}

/** Runs one slash command; the result is data the client words in the reader's language. */
export async function runSlashCommand(
  actions: AgentActions,
  context: RunContext,
  command: { name: string; rest: string },
): Promise<CommandResult> {
  const { userId } = context;
  switch (command.name as SlashCommand) {
    case 'note': {
      if (!command.rest) return { kind: 'note_needs_text' };
      const [first, ...body] = command.rest.split('\n');
      return actions.createNote(userId, first!.trim(), body.join('\n').trim());
    }
    case 'event': {
      if (!command.rest) return { kind: 'event_needs_title' };
      const timeZone = await actions.zoneOf(context);
      const { title, when } = parseEventText(command.rest, context.locale, timeZone);
      if (!when) return { kind: 'event_needs_time', title };
      if (!when.title) return { kind: 'event_needs_title' };
      return actions.createEvent(userId, { ...when, timeZone });
    }
    case 'search':
      if (!command.rest) return { kind: 'search_needs_words' };
      return actions.searchAll(userId, command.rest);
    case 'today':
      return actions.today(context);
    case 'help':
      return { kind: 'help', commands: [...SLASH_COMMANDS] };
    default:
      return { kind: 'unknown_command', name: command.name };
  }
}
