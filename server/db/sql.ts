/**
 * The one place SQL is composed. A statement is text with placeholders ($1, $2…) and the values
 * that fill them; values never enter the text. Fragments nest (`sql` inside `sql`, `join`), and
 * the placeholders are numbered only when the whole statement is read, so pieces built apart
 * combine without anyone counting parameters or concatenating strings.
 */
export interface SqlQuery {
  readonly text: string;
  readonly values: readonly unknown[];
}

type Piece = { text: string } | { value: unknown } | { fragment: SqlFragment };

const SEPARATORS = { comma: ', ', and: ' AND ', space: ' ', plus: ' + ' } as const;

export class SqlFragment implements SqlQuery {
  readonly #pieces: readonly Piece[];
  constructor(pieces: readonly Piece[]) {
    this.#pieces = pieces;
  }

  #render(values: unknown[]): string {
    let text = '';
    for (const piece of this.#pieces) {
      if ('text' in piece) text += piece.text;
      else if ('fragment' in piece) text += piece.fragment.#render(values);
      else {
        values.push(piece.value);
        text += `$${values.length}`;
      }
    }
    return text;
  }

  get text(): string {
    return this.#render([]);
  }

  get values(): unknown[] {
    const values: unknown[] = [];
    this.#render(values);
    return values;
  }
}

/**
 * Tagged template for parameterised SQL: every `${value}` becomes a placeholder, except another
 * `sql` fragment, which is spliced in with its own values.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  const pieces: Piece[] = [];
  strings.forEach((text, i) => {
    if (text) pieces.push({ text });
    if (i < values.length) {
      const value = values[i];
      pieces.push(value instanceof SqlFragment ? { fragment: value } : { value });
    }
  });
  return new SqlFragment(pieces);
}

/** Fragments joined by a comma (SET lists), AND (WHERE conditions), a space or a plus (sums). */
export function join(fragments: readonly SqlFragment[], by: keyof typeof SEPARATORS): SqlFragment {
  const pieces: Piece[] = [];
  fragments.forEach((fragment, i) => {
    if (i > 0) pieces.push({ text: SEPARATORS[by] });
    pieces.push({ fragment });
  });
  return new SqlFragment(pieces);
}
