/**
 * Which slash commands complete what the user is typing: only while the text is a lone `/word`
 * (no space yet), so a sentence that merely contains a slash never opens the menu.
 */
export function matchingCommands<C extends string>(text: string, commands: readonly C[]): C[] {
  const match = /^\/(\S*)$/.exec(text);
  if (!match) return [];
  const typed = match[1]!.toLowerCase();
  return commands.filter((command) => command.startsWith(typed));
}

/** Whether `text` already spells out one of the `bare` commands (those taking no argument). */
export function isWholeBareCommand(text: string, bare: readonly string[]): boolean {
  const match = /^\/(\S+)$/.exec(text);
  return match !== null && bare.includes(match[1]!.toLowerCase());
}

/** The box's text once `command` is picked: the command and a space, ready for its argument. */
export const completedCommand = (command: string) => `/${command} `;

/** The next highlighted row when moving by `step`, wrapping at both ends. */
export function movedIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  return (current + step + count) % count;
}
