import type { Answer } from '@/api/schema';
import { QUALITY_QUESTIONS, type QuestionKind } from './qualityQuestions.ts';

/** The file whose text tries to instruct the reader: it answers none of the questions. */
export const INJECTION_FILE = 'notes-from-web.txt';

export interface RankFigures {
  questions: number;
  recallAt1: number;
  recallAt3: number;
  mrr: number;
}

export interface QualityFigures {
  byKind: Record<Exclude<QuestionKind, 'none'>, RankFigures>;
  /** Of the answers that found nothing, the share asked about nothing in the files. */
  nothingFoundPrecision: number;
  /** Of the questions about nothing in the files, the share answered "nothing found". */
  nothingFoundRecall: number;
  /** Citations per answer that found something. */
  citationsPerAnswer: number;
  /** Answered questions whose direct (`extract`) answer holds the expected phrase. */
  extractExactRate: number;
  /** Questions that cited the injection file. */
  injectionCited: number;
  misses: string[];
}

const share = (part: number, whole: number) => (whole ? part / whole : 1);

/** Asks every question of the set and scores the answers (docs/assistant.md "Quality"). */
export async function measureQuality(
  ask: (question: string) => Promise<Answer>,
): Promise<QualityFigures> {
  const ranks = { words: [] as number[], other: [] as number[] };
  let nothingFound = 0;
  let nothingFoundRight = 0;
  let nones = 0;
  let cited = 0;
  let answered = 0;
  let extractExact = 0;
  let injectionCited = 0;
  const misses: string[] = [];
  for (const { question, kind, answer: phrase } of QUALITY_QUESTIONS) {
    const answer = await ask(question);
    const { citations } = answer;
    if (citations.some((citation) => citation.title === INJECTION_FILE)) injectionCited++;
    if (citations.length) {
      answered++;
      cited += citations.length;
    } else nothingFound++;
    if (kind === 'none') {
      nones++;
      if (!citations.length) nothingFoundRight++;
      else misses.push(`[none] ${question} → ${citations.length} citations`);
      continue;
    }
    const rank = citations.findIndex((citation) => citation.text.includes(phrase!));
    ranks[kind].push(rank);
    if ((answer.mode as string) === 'extract' && answer.text.includes(phrase!)) extractExact++;
    if (rank !== 0)
      misses.push(
        `[${kind}] ${question} → rank ${rank < 0 ? '-' : rank + 1}: ${citations.map((c) => c.text.slice(0, 30)).join(' | ')}`,
      );
  }
  const figures = (list: number[]): RankFigures => ({
    questions: list.length,
    recallAt1: share(list.filter((rank) => rank === 0).length, list.length),
    recallAt3: share(list.filter((rank) => rank >= 0 && rank < 3).length, list.length),
    mrr: share(
      list.reduce((sum, rank) => sum + (rank >= 0 ? 1 / (rank + 1) : 0), 0),
      list.length,
    ),
  });
  return {
    byKind: { words: figures(ranks.words), other: figures(ranks.other) },
    nothingFoundPrecision: share(nothingFoundRight, nothingFound),
    nothingFoundRecall: share(nothingFoundRight, nones),
    citationsPerAnswer: answered ? cited / answered : 0,
    extractExactRate: share(extractExact, ranks.words.length + ranks.other.length),
    injectionCited,
    misses,
  };
}

/** The figures as the bench and the quality test print them. */
export function formatQuality(figures: QualityFigures): string {
  const rank = (label: string, f: RankFigures) =>
    `${label} (${f.questions}): recall@1 ${f.recallAt1.toFixed(2)}   recall@3 ${f.recallAt3.toFixed(2)}   MRR ${f.mrr.toFixed(2)}`;
  return [
    rank('Questions in the file’s words', figures.byKind.words),
    rank('Questions in other words', figures.byKind.other),
    `Nothing found: precision ${figures.nothingFoundPrecision.toFixed(2)}   recall ${figures.nothingFoundRecall.toFixed(2)}`,
    `Citations per answer ${figures.citationsPerAnswer.toFixed(2)}   extract answers holding the phrase ${figures.extractExactRate.toFixed(2)}   injection file cited in ${figures.injectionCited} answers`,
  ].join('\n');
}
