import { describe, expect, it } from 'vitest';
import { everyPrompt } from './everyCommand';

describe('everyPrompt', () => {
  it('takes the rest of the text as the prompt', () => {
    expect(everyPrompt('/every weekday: what is on today?')).toBe('weekday: what is on today?');
    expect(everyPrompt('/EVERY  morning\nsummary ')).toBe('morning\nsummary');
  });
  it('opens an empty form for the bare command', () => {
    expect(everyPrompt('/every')).toBe('');
  });
  it('leaves other text and commands alone', () => {
    expect(everyPrompt('/everything')).toBeNull();
    expect(everyPrompt('/note every day')).toBeNull();
    expect(everyPrompt('every day')).toBeNull();
  });
});
