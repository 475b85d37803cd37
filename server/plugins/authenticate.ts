import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { User } from '@/api/schema';
import type { AppContext } from '../context.ts';
import type { Sessions } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set for every route inside `signedIn`, absent elsewhere. */
    user: User;
    /** Hash of this request's session token, for logout. */
    sessionTokenHash: Buffer;
  }
}

/**
 * Registers `routes` in their own encapsulated scope whose preHandler authenticates every
 * request (401 otherwise) and sets `request.user`. A route added to that scope cannot forget it.
 */
export function signedIn(
  sessions: Sessions,
  routes: readonly FastifyPluginAsyncZod<AppContext>[],
  context: AppContext,
): FastifyPluginAsync {
  return async (scope) => {
    scope.decorateRequest('user', null as unknown as User);
    scope.decorateRequest('sessionTokenHash', null as unknown as Buffer);
    scope.addHook('preHandler', async (request) => {
      const session = await sessions.authenticate(request);
      request.user = session.user;
      request.sessionTokenHash = session.tokenHash;
    });
    for (const plugin of routes) await scope.register(plugin, context);
  };
}
