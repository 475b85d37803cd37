import { describe, expect, it } from 'vitest';
import {
  completedCommand,
  isWholeBareCommand,
  matchingCommands,
  movedIndex,
} from './slashCompletion';

const commands = ['note', 'event', 'search', 'today', 'help'] as const;

describe('matchingCommands', () => {
  it('offers every command after a lone slash', () => {
    expect(matchingCommands('/', commands)).toEqual(commands);
  });
  it('narrows by prefix, ignoring case', () => {
    expect(matchingCommands('/E', commands)).toEqual(['event']);
    expect(matchingCommands('/t', commands)).toEqual(['today']);
  });
  it('closes once an argument starts or the text is not a command', () => {
    expect(matchingCommands('/note ', commands)).toEqual([]);
    expect(matchingCommands('see a/b', commands)).toEqual([]);
    expect(matchingCommands('', commands)).toEqual([]);
    expect(matchingCommands('/zzz', commands)).toEqual([]);
  });
});

describe('isWholeBareCommand', () => {
  const bare = ['today', 'help'];
  it('knows a whole command that takes no argument, in any case', () => {
    expect(isWholeBareCommand('/today', bare)).toBe(true);
    expect(isWholeBareCommand('/HELP', bare)).toBe(true);
  });
  it('leaves prefixes, commands that want an argument and other text to completion', () => {
    expect(isWholeBareCommand('/tod', bare)).toBe(false);
    expect(isWholeBareCommand('/note', bare)).toBe(false);
    expect(isWholeBareCommand('/today please', bare)).toBe(false);
    expect(isWholeBareCommand('today', bare)).toBe(false);
  });
});

describe('completedCommand', () => {
  it('leaves the caret ready for the argument', () => {
    expect(completedCommand('event')).toBe('/event ');
  });
});

describe('movedIndex', () => {
  it('wraps at both ends', () => {
    expect(movedIndex(4, 1, 5)).toBe(0);
    expect(movedIndex(0, -1, 5)).toBe(4);
    expect(movedIndex(-1, 1, 5)).toBe(0);
    expect(movedIndex(0, 1, 0)).toBe(-1);
  });
});
