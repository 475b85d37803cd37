/** The slash commands as the server lists them. */
export const slashCommands = ['note', 'event', 'search', 'today', 'help'] as const;
