import type { Answer, AnswerNotice, Citation } from './assistant';

/** What kind of answer a question asks for, read from its first words (en, fr, ro). */
type AnswerKind = 'quantity' | 'time' | 'person' | 'any';

const KIND_OPENINGS: [AnswerKind, RegExp][] = [
  ['quantity', /^(how (much|many)|combien|c[aâ]t|c[aâ]te|c[aâ]ți)\b/iu],
  ['time', /^(when|what time|until when|quand|c[aâ]nd|p[aâ]n[aă] c[aâ]nd)\b/iu],
  ['person', /^(who|whom|qui|cine)\b/iu],
];

const MONTHS_AND_DAYS =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|ianuarie|februarie|martie|aprilie|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)/iu;

/** Whether a sentence holds what a question of this kind asks for. */
const HOLDS: Record<AnswerKind, (sentence: string) => boolean> = {
  quantity: (sentence) =>
    /\d/.test(sentence) || /\b(one|two|three|four|five|twice)\b/iu.test(sentence),
  time: (sentence) => /\d/.test(sentence) || MONTHS_AND_DAYS.test(sentence),
  person: (sentence) => /\p{Lu}\p{Ll}+\.?\s+\p{Lu}\p{Ll}+/u.test(sentence),
  any: () => true,
};

export function answerKind(question: string): AnswerKind {
  const opening = question.trim().normalize('NFC');
  return KIND_OPENINGS.find(([, pattern]) => pattern.test(opening))?.[0] ?? 'any';
}

/**
 * The direct answer without a model (docs/assistant.md "Answers"): the best marked sentence of
 * the best passage, preferring one of the kind the question asks for (a quantity for "how
 * much", a date or time for "when", a name for "who"), quoted with its citation. `null` when no
 * passage has a marked sentence.
 */
export function extractAnswer(question: string, citations: Citation[]): string | null {
  const [best] = citations;
  if (!best?.marks.length) return null;
  const holds = HOLDS[answerKind(question)];
  const sentences = best.marks.map((range) => best.text.slice(range.start, range.end));
  const chosen = sentences.find(holds) ?? sentences[0]!;
  return `${chosen} [${best.n}]`;
}

/**
 * An answer without a model's text: the best sentence quoted (`extract`) when one stands out,
 * else the passages (`quotes`). A model that failed leaves the quotes with its notice.
 */
export function answerFromPassages(
  question: string,
  citations: Citation[],
  notice: AnswerNotice | null = null,
): Answer {
  const text = notice ? null : extractAnswer(question, citations);
  if (text === null) return { mode: 'quotes', text: '', citations, notice };
  return { mode: 'extract', text, citations, notice: null };
}
