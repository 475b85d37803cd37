import { otherForms } from './assistantWordForms';
import { parseSearchQuery, type SearchClause } from './searchQuery';

/**
 * Words that carry no content of their own in a question, one list per interface language,
 * written as people type them (lower case, with their accents). They are matched before accents
 * are folded, so the Romanian "cât" (how much) goes and the English "cat" stays; Romanian typed
 * without diacritics keeps only the unaccented forms that are no word in the other languages. A
 * word that is content in another of the languages is left out ("car", "son", "mai", "fi", "ai").
 */
const STOP_WORDS = {
  en: `a an the and or but if of to in on at by for from with about into onto over under than
    then so as is are was were be been being am do does did done have has had having can could
    may might must shall should will would what which who whom whose when where why how much
    many there here this that these those it its i me my mine we us our you your he him his she
    her they them their not no yes any all some every each other only just also very s t d ll re
    ve m`,
  fr: `le la les l un une des de du d et ou où mais donc or ni à au aux en dans par pour sur
    sous avec sans chez vers ce cet cette ces c ça qui que qu quoi quel quelle quels quelles quand
    comment combien pourquoi est sont était être as a avons avez ont il elle ils elles je j tu
    nous vous on me m te t se s y mon ma mes ta tes sa ses notre nos votre vos leur leurs
    ne n pas plus est-ce`,
  ro: `și si în din la de pe cu un o una unei unui unor a al cel cea cei cele ce care
    cine când cand cum unde cât câtă câte câți pană până pana pentru despre spre nu se să sa
    am are au avem aveți este e sunt eu tu el ea noi voi ei ele meu mea mei mele
    tău ta său sa lui lor trebuie poate`,
} as const;

export const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set(
  Object.values(STOP_WORDS).flatMap((list) => list.split(/\s+/).filter(Boolean)),
);

/**
 * Words that, after "how" or "what", name the kind of answer wanted ("how long", "what time"),
 * not what it is about.
 */
const KIND_WORDS = new Set(['long', 'often', 'time', 'far', 'old', 'big']);

/** Prefix matching is for words of this length or more: "in" must not find "instructions". */
export const QUESTION_PREFIX_MIN = 4;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The question without its stop words, other characters kept in place (so hyphens, quotes and
 * CJK runs read as before). A question of stop words alone leaves nothing to look for.
 */
export function questionContent(question: string): string {
  let previous = '';
  const content = question.normalize('NFC').replace(WORD, (word) => {
    const lower = word.toLowerCase();
    const asked = previous === 'how' || previous === 'what';
    previous = lower;
    return QUESTION_STOP_WORDS.has(lower) || (asked && KIND_WORDS.has(lower)) ? ' ' : word;
  });
  // A question has no exclusions: a dash left before a word ("e-mail" less its "e") is not one.
  return content.replace(/(^|\s)-+/g, '$1');
}

/** Endings of English word forms, longest first: "turned" asks about what "Turn …" says. */
const ENDINGS = ['ing', 'ed', 'es', 's'];

/** The word less an inflection ending, when at least `QUESTION_PREFIX_MIN` letters remain. */
export function questionStem(word: string): string {
  if (word.endsWith('ss')) return word;
  const ending = ENDINGS.find(
    (end) => word.endsWith(end) && word.length - end.length >= QUESTION_PREFIX_MIN,
  );
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * A question read as search clauses of its content words. A word matches by its stem as a
 * prefix (every form of it), except a word shorter than `QUESTION_PREFIX_MIN`: whole words only.
 */
export function questionClauses(question: string): SearchClause[] {
  return parseSearchQuery(questionContent(question))
    .filter((clause) => !clause.negated)
    .map((clause) => {
      const last = clause.words.at(-1)!;
      if (!clause.prefix || clause.words.length > 1)
        return last.length < QUESTION_PREFIX_MIN ? { ...clause, prefix: false } : clause;
      const forms = otherForms(last);
      const read = forms.length ? { ...clause, forms } : clause;
      // A short word is matched whole, so its one cheap regular form is added: "see", "sees".
      if (last.length < QUESTION_PREFIX_MIN)
        return { ...clause, prefix: false, forms: [...forms, `${last}s`] };
      const stem = questionStem(last);
      return { ...read, words: [stem], fuzzy: clause.fuzzy && stem.length >= 5 };
    });
}
