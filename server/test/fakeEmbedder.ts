import { QUESTION_STOP_WORDS } from '@/api/schema';

/**
 * Words the fake embedder takes for one meaning, in English, French and Romanian, as a
 * multilingual model puts a word, its synonyms and its translations together. The first word of
 * a group names it; a word may belong to several groups ("dog" is a pet too). The groups cover
 * the quality set's questions in other words (quality/qualityQuestions.ts): they stand for what a
 * model knows, so the bench measures that meaning reaches the ranking, not a model's quality.
 */
const MEANINGS = [
  'car automobile vehicle voiture skoda octavia',
  'insurance premium assurance cover coverage policy',
  'garden jardin',
  'water arroser',
  'evening soir',
  'rent pay payable',
  'apartment flat flats',
  'landlord owner owns',
  'pet pets dog puppy cat',
  'dog puppy',
  'year annual yearly',
  'breakdown breaks',
  'flight plane',
  'hotel staying stay',
  'lisbon portugal',
  'electricity power',
  'plumber pipe leaking leak',
  'leave holidays holiday',
  'employees workers staff',
  'work job',
  'home house',
  'launch live',
  'budget money',
  'heating radiator',
  'pressure gauge',
  'fill filling top refill',
  'prune cut',
  'roses flowers',
  'food fed feed eats feeds',
  'vet animal',
  'board conseil administration',
  'sourdough bread',
  'starter culture',
  'bake oven',
  'cake dessert',
  'smoking cigarette',
  'balcony terrace',
  'laptops computer',
  'cathedral church',
  'tram transport',
  'past passes',
  'pancakes crêpes',
  'accountant taxes',
  'administratorul looks',
  'blocului block',
].map((group) => group.split(' '));

const DIMENSIONS = 1024;
/** A meaning weighs more than a word: a model's vector is about what a text means. */
const MEANING_WEIGHT = 3;

const groupsOf = (word: string) => MEANINGS.filter((group) => group.includes(word));

function dimension(word: string): number {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % DIMENSIONS;
}

/**
 * A bag of the text's content words hashed into 1,024 dimensions, each word counted as the
 * meanings it has (or as itself): stop words carry no meaning, as in a model's vector.
 */
export function fakeVector(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (QUESTION_STOP_WORDS.has(word)) continue;
    const groups = groupsOf(word);
    if (!groups.length) vector[dimension(word)]! += 1;
    for (const group of groups) vector[dimension(group[0]!)]! += MEANING_WEIGHT;
  }
  return vector;
}

/** The names of the meanings a word has besides itself: what the fake model proposes for it. */
export function fakeSynonyms(word: string): string[] {
  return groupsOf(word)
    .map((group) => group[0]!)
    .filter((name) => name !== word);
}
