import type { ZodType } from 'zod';
import { AUTH_ERROR_RESPONSES } from './responses.ts';

type Answers = Record<number, ZodType>;

/** What a route states of itself: its request schemas (params, querystring, headers, body). */
interface RequestParts {
  params?: ZodType;
  querystring?: ZodType;
  headers?: ZodType;
  body?: ZodType;
}

/**
 * The one way a route describes itself: `const doc = routeDocs('notes')`, then each route's
 * `schema: doc(summary, { 200: answerSchema }, { params, body })`. The feature's tag and the
 * error answers every such route can give (a signed-in route's by default) are added here, so a
 * route states only what is its own and the OpenAPI document stays complete.
 */
export function routeDocs<Errors extends Answers = typeof AUTH_ERROR_RESPONSES>(
  tag: string,
  errors: Errors = AUTH_ERROR_RESPONSES as unknown as Errors,
) {
  return <const Ok extends Answers, const Request extends RequestParts = object>(
    summary: string,
    answers: Ok,
    request?: Request,
  ) => ({
    ...(request as Request),
    tags: [tag],
    summary,
    response: { ...answers, ...errors },
  });
}
