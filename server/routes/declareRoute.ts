import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContract } from '@/api/schema';
import { AUTH_ERROR_RESPONSES } from './responses.ts';
import { routeDocs } from './routeDocs.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type RequestParts<Contract> = Pick<
  Contract,
  Extract<keyof Contract, 'params' | 'querystring' | 'headers' | 'body'>
>;

/** The handler a contract's route takes: its request and reply typed by the contract's schemas. */
export type HandlerOf<Contract extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RequestParts<Contract> & { response: Contract['answers'] & typeof AUTH_ERROR_RESPONSES },
  ZodTypeProvider
>;

/** What a route may set beside its contract: a larger body, a rate limit. */
type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;

/**
 * The signed-in routes of one feature (`tag` in the API document): `const route =
 * declareRoutes(app, 'notes')`, then `route(NOTE_CONTRACTS.one, handler)`. The contract
 * (src/api/schema) states the address, the schemas and the summary; the route file only what
 * the server does with the request.
 */
export function declareRoutes(app: App, tag: string) {
  const doc = routeDocs(tag);
  return <const Contract extends RouteContract>(
    contract: Contract,
    handler: HandlerOf<Contract>,
    options: RouteOptions = {},
  ) => {
    const { method, url, summary, answers, ...request } = contract;
    const schema = doc(summary, answers, request);
    // `handler` is typed by the contract; TypeScript cannot see that `schema`, built from the
    // same contract, matches it, so the route takes the handler as its own.
    app.route({ ...options, method, url, schema, handler: handler as RouteHandlerMethod });
  };
}
