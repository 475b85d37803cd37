import type { ZodType } from 'zod';
import { z } from './zodSetup';

/**
 * One API route as data: its address, what it takes and what it answers. The server declares
 * the route from it and the API document describes it (docs/server.md); the server adds the
 * feature's tag and the error answers every route can give, so a contract states only its own.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  params?: ZodType;
  querystring?: ZodType;
  headers?: ZodType;
  body?: ZodType;
  /** The route's own answers by status code. */
  answers: Record<number, ZodType>;
}

/** What a route reads from the request beside its address: `{ params }`, `{ querystring }`… */
type RequestParts = Partial<Pick<RouteContract, 'params' | 'querystring' | 'headers' | 'body'>>;

/** A 204's answer: no body. */
export const noContent = z.undefined().describe('No content');

/**
 * A route that answers one schema with one status, made for a method and that status (`readRoute`,
 * `patchRoute`, `createRoute`…). After the answer come what it reads beside the address
 * (`{ params, body }`) and its own refusals by status (`{ 409: noteConflictSchema }`).
 */
const answering =
  <const Method extends RouteContract['method'], const Status extends number>(
    method: Method,
    status: Status,
  ) =>
  <
    const Url extends string,
    const Answer extends ZodType,
    const Request extends RequestParts = object,
    const Refusals extends RouteContract['answers'] = Record<never, never>,
  >(
    url: Url,
    summary: string,
    answer: Answer,
    request?: Request,
    refusals?: Refusals,
  ) => ({
    method,
    url,
    summary,
    ...(request as Request),
    // Status codes are integer keys: an object lists them in ascending order whatever is written.
    answers: { [status]: answer, ...refusals } as Record<Status, Answer> & Refusals,
  });

/**
 * The common read, `readRoute(url, summary, answer, { params })`: a GET that answers 200 with
 * `answer`; the last argument holds what it reads beside the address (params, querystring).
 */
export const readRoute = answering('GET', 200);

/**
 * The common writes, `patchRoute(url, summary, answer, { params, body })`: each answers 200 with
 * `answer` (what it changed), and takes what it reads beside the address as `readRoute` does.
 */
export const postRoute = answering('POST', 200);
export const putRoute = answering('PUT', 200);
export const patchRoute = answering('PATCH', 200);

/** A DELETE that answers 200 with `answer` (the item revoked, an undo address); `deleteRoute` answers 204. */
export const revokeRoute = answering('DELETE', 200);

/** The common creation, `createRoute(url, summary, answer, { body })`: a POST that answers 201. */
export const createRoute = answering('POST', 201);

/** The common removal, `deleteRoute(url, summary, { params })`: a DELETE that answers 204. */
export const deleteRoute = <const Url extends string, const Request extends RequestParts>(
  url: Url,
  summary: string,
  request: Request,
) => ({ method: 'DELETE' as const, url, summary, ...request, answers: { 204: noContent } });

/**
 * A stream route's 200 in the API document. Fastify never serialises a hijacked reply, so this
 * only describes the events (`events`: their type and how each is written).
 */
export const eventStreamResponse = (events: string) =>
  z.string().describe(`text/event-stream of ${events}`);
