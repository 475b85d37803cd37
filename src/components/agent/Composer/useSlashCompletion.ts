import { useState, type KeyboardEvent } from 'react';
import { BARE_SLASH_COMMANDS } from '@/api/schema/agentPaths';
import {
  completedCommand,
  isWholeBareCommand,
  matchingCommands,
  movedIndex,
} from '@/components/agent/SlashMenu';

/**
 * The keyboard side of the slash menu: which commands match the text, which row is highlighted,
 * and the keys that move or pick (arrows, Enter/Tab, Escape). Returns whether it used a key;
 * Enter on a whole command that takes no argument is left to the box, which sends it.
 */
export function useSlashCompletion(
  value: string,
  commands: readonly string[],
  onComplete: (text: string) => void,
) {
  const [active, setActive] = useState(0);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const matches = dismissedFor === value ? [] : matchingCommands(value, commands);
  const activeIndex = matches.length === 0 ? -1 : Math.min(active, matches.length - 1);

  const pick = (command: string) => {
    setActive(0);
    onComplete(completedCommand(command));
  };

  const handleKey = (event: KeyboardEvent): boolean => {
    if (matches.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setActive(movedIndex(activeIndex, event.key === 'ArrowDown' ? 1 : -1, matches.length));
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      // `/today` typed whole has nothing left to complete: this Enter is the box's, and sends.
      if (event.key === 'Enter' && isWholeBareCommand(value, BARE_SLASH_COMMANDS)) return false;
      pick(matches[activeIndex]!);
      return true;
    }
    if (event.key === 'Escape') {
      setDismissedFor(value);
      return true;
    }
    return false;
  };

  return { matches, activeIndex, pick, handleKey };
}
