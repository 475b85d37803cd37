// Plain code, no zod: the reset page checks its link's token with it before the schemas load.

/**
 * PostgreSQL refuses NUL in text and lone surrogates in jsonb; neither is ever meant by a user.
 * Every string the API accepts passes this check, so such input is a 400 on its field, not a 500.
 */
export const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point.
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}
