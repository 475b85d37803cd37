import { describe, expect, it } from 'vitest';
import { sentenceRanges } from './assistantSentences';

const sentences = (text: string) =>
  sentenceRanges(text).map((range) => text.slice(range.start, range.end));

/** What each case keeps whole: a text, then the sentences it cuts into. */
const CASES: [keeps: string, text: string, cut: string[]][] = [
  [
    'decimals',
    'The pressure should stay between 1.0 and 1.5 bar. Refill it.',
    ['The pressure should stay between 1.0 and 1.5 bar.', 'Refill it.'],
  ],
  [
    'a CSV amount',
    'January,electricity,94.90,winter bill',
    ['January,electricity,94.90,winter bill'],
  ],
  ['a spaced decimal', 'It is 1. 5 bar now.', ['It is 1. 5 bar now.']],
  [
    'times and versions',
    'The ferry leaves at 9:15. Version 2.4.1 fixed F.28 errors. Done.',
    ['The ferry leaves at 9:15.', 'Version 2.4.1 fixed F.28 errors.', 'Done.'],
  ],
  [
    'a title abbreviation',
    'Moved to Thursday with Dr. Ionescu. Bring the card.',
    ['Moved to Thursday with Dr. Ionescu.', 'Bring the card.'],
  ],
  [
    'e.g. and Mr.',
    'Sow early, e.g. Tomatoes in March. Mr. Smith agrees.',
    ['Sow early, e.g. Tomatoes in March.', 'Mr. Smith agrees.'],
  ],
  [
    'JSON paths, ending at a line break',
    'contacts[1].name: Radu Ionescu\ncontacts[1].role: plumber',
    ['contacts[1].name: Radu Ionescu', 'contacts[1].role: plumber'],
  ],
  [
    'Chinese sentences apart',
    '东京的樱花在三月底盛开。天气很好。',
    ['东京的樱花在三月底盛开。', '天气很好。'],
  ],
];

describe('sentenceRanges', () => {
  it.each(CASES)('keeps %s', (_keeps, text, cut) => {
    expect(sentences(text)).toEqual(cut);
  });
});
