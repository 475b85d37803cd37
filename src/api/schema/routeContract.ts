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

/** A 204's answer: no body. */
export const noContent = z.undefined().describe('No content');

/**
 * A stream route's 200 in the API document. Fastify never serialises a hijacked reply, so this
 * only describes the events (`events`: their type and how each is written).
 */
export const eventStreamResponse = (events: string) =>
  z.string().describe(`text/event-stream of ${events}`);
