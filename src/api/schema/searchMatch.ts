import type { MatchRange, SearchHit } from './search';
import { positiveClauses, type SearchClause } from './searchQuery';
import { searchTokens, type SearchToken } from './searchText';

/** How well a clause matched, best first (a higher number ranks higher). */
export const MATCH_SCORES = {
  titleExact: 6,
  titlePrefix: 5,
  bodyExact: 4,
  bodyPrefix: 3,
  titleFuzzy: 2,
  bodyFuzzy: 1,
} as const;

type Quality = 'exact' | 'prefix' | 'fuzzy';
const QUALITY_ORDER: Quality[] = ['exact', 'prefix', 'fuzzy'];

interface ClauseMatch {
  quality: Quality | null;
  ranges: MatchRange[];
}

/**
 * Where `clause` occurs among `tokens`: every occurrence's range, and the best quality among
 * them. `typos` are the text's words the server (or the mock) accepted as misspellings of the
 * clause's word.
 */
function matchClause(
  tokens: SearchToken[],
  clause: SearchClause,
  typos: ReadonlySet<string>,
): ClauseMatch {
  const { words } = clause;
  const lastIndex = words.length - 1;
  let best: Quality | null = null;
  const ranges: MatchRange[] = [];
  for (let i = 0; i + lastIndex < tokens.length; i++) {
    let quality: Quality | null = 'exact';
    for (let j = 0; j <= lastIndex && quality; j++) {
      const word = tokens[i + j]!.word;
      if (word === words[j] || (lastIndex === 0 && clause.forms?.includes(word))) continue;
      if (j < lastIndex) quality = null;
      else if (clause.prefix && word.startsWith(words[j]!)) quality = 'prefix';
      else if (clause.fuzzy && typos.has(word)) quality = 'fuzzy';
      else quality = null;
    }
    if (!quality) continue;
    ranges.push({ start: tokens[i]!.start, end: tokens[i + lastIndex]!.end });
    if (!best || QUALITY_ORDER.indexOf(quality) < QUALITY_ORDER.indexOf(best)) best = quality;
  }
  return { quality: best, ranges };
}

const SCORE: Record<'title' | 'body', Record<Quality, number>> = {
  title: {
    exact: MATCH_SCORES.titleExact,
    prefix: MATCH_SCORES.titlePrefix,
    fuzzy: MATCH_SCORES.titleFuzzy,
  },
  body: {
    exact: MATCH_SCORES.bodyExact,
    prefix: MATCH_SCORES.bodyPrefix,
    fuzzy: MATCH_SCORES.bodyFuzzy,
  },
};

export interface DocumentMatch {
  /** 0 when the document is not a hit. */
  score: number;
  titleRanges: MatchRange[];
  bodyRanges: MatchRange[];
}

/** Sorted, with overlapping or touching ranges merged. */
function merge(ranges: MatchRange[]): MatchRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: MatchRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Scores a title and body against the clauses the way the server's SQL does (the sum over
 * clauses of the best tier each reached) and finds the ranges to highlight.
 */
export function matchDocument(
  title: string,
  body: string,
  clauses: SearchClause[],
  typos: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): DocumentMatch {
  const fields = { title: searchTokens(title), body: searchTokens(body) };
  const none: DocumentMatch = { score: 0, titleRanges: [], bodyRanges: [] };
  if (positiveClauses(clauses).length === 0) return none;
  let score = 0;
  const titleRanges: MatchRange[] = [];
  const bodyRanges: MatchRange[] = [];
  for (const clause of clauses) {
    const accepted = typos.get(clause.words[0]!) ?? new Set<string>();
    const inTitle = matchClause(fields.title, clause, accepted);
    const inBody = matchClause(fields.body, clause, accepted);
    if (clause.negated) {
      if (inTitle.quality === 'exact' || inBody.quality === 'exact') return none;
      continue;
    }
    const best = Math.max(
      inTitle.quality ? SCORE.title[inTitle.quality] : 0,
      inBody.quality ? SCORE.body[inBody.quality] : 0,
    );
    if (best === 0) return none;
    score += best;
    titleRanges.push(...inTitle.ranges);
    bodyRanges.push(...inBody.ranges);
  }
  return { score, titleRanges: merge(titleRanges), bodyRanges: merge(bodyRanges) };
}

export const SNIPPET = {
  /** Characters of the body a snippet shows at most. */
  length: 160,
  /** Characters shown before the first match, so it is read in context. */
  lead: 40,
  /** How far a cut may move to land between words instead of inside one. */
  snap: 15,
} as const;

const ELLIPSIS = '…';

/** Moves `at` back (or forward) to a whitespace within `SNIPPET.snap`, if there is one. */
function snapToSpace(text: string, at: number, direction: -1 | 1): number {
  for (let step = 0; step <= SNIPPET.snap; step++) {
    const i = at + step * direction;
    if (i <= 0 || i >= text.length) return Math.max(0, Math.min(text.length, i));
    if (/\s/.test(text[i]!)) return direction < 0 ? i + 1 : i;
  }
  return at;
}

/**
 * The part of `body` around its first match, whitespace collapsed, with the ranges moved to
 * match; an ellipsis marks each side that was cut.
 */
function snippetOf(body: string, ranges: MatchRange[]): { text: string; ranges: MatchRange[] } {
  const first = ranges[0];
  let from = first ? Math.max(0, first.start - SNIPPET.lead) : 0;
  if (from > 0) from = snapToSpace(body, from, -1);
  let to = Math.min(body.length, from + SNIPPET.length);
  if (to < body.length) to = snapToSpace(body, to, 1);
  // Where each kept character of the body lands in the snippet, for moving the ranges.
  const at = new Map<number, number>();
  let text = from > 0 ? ELLIPSIS : '';
  for (let i = from; i < to; i++) {
    const char = body[i]!;
    const space = /\s/.test(char);
    if (space && (text.endsWith(' ') || text === '' || text === ELLIPSIS)) {
      at.set(i, text.length);
      continue;
    }
    at.set(i, text.length);
    text += space ? ' ' : char;
  }
  at.set(to, text.trimEnd().length);
  text = text.trimEnd();
  if (to < body.length) text += ELLIPSIS;
  const moved = ranges
    .filter((range) => range.start >= from && range.end <= to)
    .map((range) => ({ start: at.get(range.start)!, end: at.get(range.end)! }))
    .filter((range) => range.end > range.start);
  return { text, ranges: moved };
}

/** What a hit shows: the title's marks and a snippet of the body around the first match. */
export function highlightDocument(body: string, match: DocumentMatch) {
  const snippet = snippetOf(body, match.bodyRanges);
  return {
    titleMatches: match.titleRanges,
    snippet: snippet.text,
    snippetMatches: snippet.ranges,
  } satisfies Omit<SearchHit, 'id' | 'title'>;
}
