/** A statement whose values travel as parameters ($1, $2…), never inside the SQL text. */
export interface SqlQuery {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * Tagged template for parameterised SQL: every `${value}` becomes a placeholder, so no
 * caller can build SQL out of strings by accident.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlQuery {
  let text = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) text += `$${i + 1}${strings[i + 1] ?? ''}`;
  return { text, values };
}
