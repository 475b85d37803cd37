import { describe, expect, test } from 'vitest';
import { CONVERSATION_TITLE_CHARS, cleanModelTitle, conversationTitle } from './agentQuestion';

describe('conversationTitle', () => {
  test("a command's object names the conversation", () => {
    expect(conversationTitle('/note Buy oat milk tomorrow')).toBe('Buy oat milk tomorrow');
    expect(conversationTitle('/event  Dentist tomorrow 10:00')).toBe('Dentist tomorrow 10:00');
    expect(conversationTitle('/search planning')).toBe('planning');
  });

  test('a command without an object keeps its name', () => {
    expect(conversationTitle('/today')).toBe('/today');
    expect(conversationTitle(' /help ')).toBe('/help');
  });

  test("a question's first line, spaces folded", () => {
    expect(conversationTitle('What is on   this week?\nAnd next week?')).toBe(
      'What is on this week?',
    );
    expect(conversationTitle('/note Shopping\n- milk\n- bread')).toBe('Shopping');
  });

  test('a long question is cut at a word', () => {
    const title = conversationTitle(
      'Summarise everything the quarterly report says about revenue growth in each region please',
    );
    expect(title.length).toBeLessThanOrEqual(CONVERSATION_TITLE_CHARS);
    expect(title).toBe('Summarise everything the quarterly report says about…');
  });

  test('a long word is cut where it must', () => {
    const title = conversationTitle('x'.repeat(200));
    expect(title).toBe(`${'x'.repeat(CONVERSATION_TITLE_CHARS - 1)}…`);
  });
});

describe('cleanModelTitle', () => {
  test('a plain title is kept', () => {
    expect(cleanModelTitle('Oat milk shopping')).toBe('Oat milk shopping');
  });

  test('the first line with letters, without markup, label or quotes', () => {
    expect(cleanModelTitle('\n\n**Title:** "Weekly *planning*"\nIgnore the rest')).toBe(
      'Weekly planning',
    );
    expect(cleanModelTitle('# <script>alert(1)</script> Trip to `Cluj`')).toBe(
      'alert(1) Trip to Cluj',
    );
    expect(cleanModelTitle('---\n标题：周计划')).toBe('周计划');
  });

  test('control and direction characters go, spaces fold', () => {
    expect(cleanModelTitle('Bud\u0000get\u202E   review\t2026')).toBe('Budget review 2026');
  });

  test('a very long title is cut at a word', () => {
    const title = cleanModelTitle('word '.repeat(200))!;
    expect(title.length).toBeLessThanOrEqual(CONVERSATION_TITLE_CHARS);
    expect(title.endsWith('word…')).toBe(true);
  });

  test('nothing readable is no title', () => {
    expect(cleanModelTitle('')).toBeNull();
    expect(cleanModelTitle('  \n ** \n <br/> \n "" ')).toBeNull();
  });
});
