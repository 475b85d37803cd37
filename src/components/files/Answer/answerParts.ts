/** A piece of a generated answer: plain text, or a marker citing source `n`. */
export type AnswerPart = { text: string } | { cite: number };

/**
 * Cuts a model's text at its `[n]` markers (also `[1, 2]` and `[1][2]`). A number no citation
 * has stays as the text it was, so a model that invents `[9]` cannot make a dead link.
 */
export function answerParts(text: string, known: ReadonlySet<number>): AnswerPart[] {
  const parts: AnswerPart[] = [];
  const pushText = (piece: string) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && 'text' in last) last.text += piece;
    else parts.push({ text: piece });
  };
  let at = 0;
  for (const match of text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    const numbers = match[1]!.split(',').map((n) => Number(n.trim()));
    pushText(text.slice(at, match.index));
    if (numbers.every((n) => known.has(n))) for (const n of numbers) parts.push({ cite: n });
    else pushText(match[0]);
    at = match.index + match[0].length;
  }
  pushText(text.slice(at));
  return parts;
}
