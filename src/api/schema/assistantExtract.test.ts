import { describe, expect, it } from 'vitest';
import type { Citation } from './assistant';
import { answerKind, extractAnswer } from './assistantExtract';

function cited(n: number, sentences: string[]): Citation {
  const text = sentences.join(' ');
  let at = 0;
  const marks = sentences.map((sentence) => {
    const start = text.indexOf(sentence, at);
    at = start + sentence.length;
    return { start, end: at };
  });
  return {
    n,
    source: 'file',
    id: '00000000-0000-4000-a000-000000000001',
    title: 'notes.txt',
    heading: '',
    page: null,
    lineStart: 1,
    lineEnd: 1,
    text,
    marks,
  };
}

describe('answerKind', () => {
  it('reads the kind of answer from the opening words, in en, fr and ro', () => {
    expect(answerKind('How much is the rent?')).toBe('quantity');
    expect(answerKind('Cât costă abonamentul?')).toBe('quantity');
    expect(answerKind('When does the flight leave?')).toBe('time');
    expect(answerKind('Quand se réunit le conseil ?')).toBe('time');
    expect(answerKind('Who is the landlord?')).toBe('person');
    expect(answerKind('Are pets allowed?')).toBe('any');
  });
});

describe('extractAnswer', () => {
  const rent = cited(1, ['The rent is paid by bank transfer.', 'The monthly rent is 1,250 euros.']);

  it('quotes the marked sentence of the kind asked for, with its citation', () => {
    expect(extractAnswer('How much is the rent?', [rent])).toBe(
      'The monthly rent is 1,250 euros. [1]',
    );
    const landlord = cited(2, ['The landlord lives abroad.', 'The landlord is Maria Popescu.']);
    expect(extractAnswer('Who is the landlord?', [landlord])).toBe(
      'The landlord is Maria Popescu. [2]',
    );
  });

  it('quotes the first marked sentence when none is of the kind asked for', () => {
    expect(extractAnswer('How is the rent paid?', [rent])).toBe(
      'The rent is paid by bank transfer. [1]',
    );
  });

  it('gives no answer without a marked sentence', () => {
    expect(extractAnswer('rent', [])).toBeNull();
    expect(extractAnswer('rent', [{ ...rent, marks: [] }])).toBeNull();
  });
});
