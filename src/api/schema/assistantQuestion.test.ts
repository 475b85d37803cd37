import { describe, expect, it } from 'vitest';
import { questionClauses, questionContent } from './assistantQuestion';
import { matchDocument } from './searchMatch';

const words = (question: string) => questionClauses(question).map((clause) => clause.words);

describe('questionContent', () => {
  it('drops English, French and Romanian stop words and keeps the content', () => {
    expect(words('What is the Wi-Fi password for the office router?')).toEqual([
      ['wi', 'fi'],
      ['password'],
      ['office'],
      ['router'],
    ]);
    expect(words('Quand le conseil d’administration se réunira-t-il ?')).toEqual([
      ['conseil'],
      ['administration'],
      ['reunira'],
    ]);
    expect(words('Până când trebuie plătită factura la gaze?')).toEqual([
      ['platita'],
      ['factura'],
      ['gaze'],
    ]);
  });

  it('leaves nothing to look for in a question of stop words alone', () => {
    expect(questionClauses('the')).toEqual([]);
    expect(questionClauses('Is it in there?')).toEqual([]);
  });

  it('keeps a word that is a stop word only with its accents in another language', () => {
    expect(words('the cat')).toEqual([['cat']]);
    expect(words('Cât costă abonamentul?')).toEqual([['costa'], ['abonamentul']]);
  });

  it('drops the words that only name the kind of answer after how or what', () => {
    expect(words('What time is check-in at the hotel?')).toEqual([['check'], ['hotel']]);
    expect(words('How long to bake the lemon cake?')).toEqual([['bake'], ['lemon'], ['cake']]);
    expect(words('a long road')).toEqual([['long'], ['road']]);
  });

  it('reads no exclusion in a dash left by a dropped word', () => {
    expect(questionContent('my e-mail').trim()).toBe('mail');
    expect(questionClauses('my e-mail')).toMatchObject([{ words: ['mail'], negated: false }]);
  });

  it('keeps CJK runs as they are read today', () => {
    expect(words('东京 樱花')).toEqual([
      ['东', '京'],
      ['樱', '花'],
    ]);
  });
});

describe('questionClauses', () => {
  it('matches words under four letters whole, longer ones also by their start', () => {
    const [tax, invoice] = questionClauses('tax invoice');
    expect(tax).toMatchObject({ words: ['tax'], prefix: false });
    expect(invoice).toMatchObject({ words: ['invoice'], prefix: true });
  });
});

describe('questionStem', () => {
  it('matches every form of a word by its stem, keeping four letters at least', () => {
    expect(questionClauses('turned leaves patients')).toMatchObject([
      { words: ['turn'], prefix: true },
      { words: ['leav'], prefix: true },
      { words: ['patient'], prefix: true },
    ]);
    expect(words('days glass need')).toEqual([['days'], ['glass'], ['need']]);
  });

  it('finds the irregular forms of a word: "grow" finds "grew", "tooth" finds "teeth"', () => {
    const [revenue, grow] = questionClauses('How did revenue grow?');
    expect(revenue).not.toHaveProperty('forms');
    expect(grow).toMatchObject({ words: ['grow'], forms: ['grew', 'grown'] });
    const text = 'Revenue grew in every region. Brush your teeth twice a day.';
    const found = (question: string) =>
      matchDocument('', text, questionClauses(question)).bodyRanges.map((range) =>
        text.slice(range.start, range.end),
      );
    expect(found('revenue grow')).toEqual(['Revenue', 'grew']);
    expect(found('tooth')).toEqual(['teeth']);
    expect(found('paid')).toEqual([]);
  });
});
