export { SlashMenu, slashOptionId, type SlashMenuProps } from './SlashMenu';
export { completedCommand, matchingCommands, movedIndex } from './slashCompletion';
