import { describe, expect, it } from 'vitest';
import { sentenceRanges } from './assistantSentences';

const sentences = (text: string) =>
  sentenceRanges(text).map((range) => text.slice(range.start, range.end));

describe('sentenceRanges', () => {
  it('keeps decimals whole', () => {
    expect(sentences('The pressure should stay between 1.0 and 1.5 bar. Refill it.')).toEqual([
      'The pressure should stay between 1.0 and 1.5 bar.',
      'Refill it.',
    ]);
    expect(sentences('January,electricity,94.90,winter bill')).toEqual([
      'January,electricity,94.90,winter bill',
    ]);
    expect(sentences('It is 1. 5 bar now.')).toEqual(['It is 1. 5 bar now.']);
  });

  it('keeps times and versions whole', () => {
    expect(sentences('The ferry leaves at 9:15. Version 2.4.1 fixed F.28 errors. Done.')).toEqual([
      'The ferry leaves at 9:15.',
      'Version 2.4.1 fixed F.28 errors.',
      'Done.',
    ]);
  });

  it('does not end a sentence at an abbreviation', () => {
    expect(sentences('Moved to Thursday with Dr. Ionescu. Bring the card.')).toEqual([
      'Moved to Thursday with Dr. Ionescu.',
      'Bring the card.',
    ]);
    expect(sentences('Sow early, e.g. Tomatoes in March. Mr. Smith agrees.')).toEqual([
      'Sow early, e.g. Tomatoes in March.',
      'Mr. Smith agrees.',
    ]);
  });

  it('keeps JSON paths whole and ends a sentence at a line break', () => {
    expect(sentences('contacts[1].name: Radu Ionescu\ncontacts[1].role: plumber')).toEqual([
      'contacts[1].name: Radu Ionescu',
      'contacts[1].role: plumber',
    ]);
  });

  it('cuts Chinese sentences', () => {
    expect(sentences('东京的樱花在三月底盛开。天气很好。')).toEqual([
      '东京的樱花在三月底盛开。',
      '天气很好。',
    ]);
  });
});
