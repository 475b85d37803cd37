export { SlashMenu, slashOptionId, type SlashMenuProps } from './SlashMenu';
export {
  completedCommand,
  isWholeBareCommand,
  matchingCommands,
  movedIndex,
} from './slashCompletion';
