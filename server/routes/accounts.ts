import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  errorEnvelopeSchema,
  forgotRequestSchema,
  forgotResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  noContent,
  registerRequestSchema,
  resetRequestSchema,
  sessionResponseSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { ERROR_RESPONSES, RATE_LIMITED_RESPONSES } from './responses.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('accounts');
// A signed-out visitor's routes are limited per address (config.rateLimits).
const publicDoc = routeDocs('accounts', { ...ERROR_RESPONSES, ...RATE_LIMITED_RESPONSES });

/** Signing up, in and back in: the routes a signed-out visitor uses. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { accounts, calendars, config } = ctx;
  /** A first sign-in (or sign-up) gives the calendar the browser's zone; a chosen one stays. */
  const adoptZone = async <S extends { user: { id: string } }>(
    session: S,
    timeZone: string | undefined,
  ): Promise<S> => {
    if (timeZone) await calendars.adoptTimeZone(session.user.id, timeZone);
    return session;
  };
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: config.rateLimits.windowMs } });

  app.post(ACCOUNT_PATHS.register, {
    config: limit(config.rateLimits.register),
    schema: publicDoc(
      'Create an account and sign in',
      { 201: sessionResponseSchema, 409: errorEnvelopeSchema },
      { body: registerRequestSchema },
    ),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await adoptZone(await accounts.register(request.body), request.body.timeZone)),
  });

  app.post(ACCOUNT_PATHS.login, {
    config: limit(config.rateLimits.login),
    schema: publicDoc(
      'Sign in with an email address or a username',
      { 200: sessionResponseSchema, 401: errorEnvelopeSchema },
      { body: loginRequestSchema },
    ),
    handler: async (request) =>
      adoptZone(await accounts.login(request.body), request.body.timeZone),
  });

  app.post(ACCOUNT_PATHS.forgot, {
    config: limit(config.rateLimits.forgot),
    schema: publicDoc(
      'Mail a reset link; always accepted so nobody learns which addresses have accounts',
      { 202: forgotResponseSchema },
      { body: forgotRequestSchema },
    ),
    handler: async (request, reply) => {
      accounts.forgot(request.body);
      return reply.code(202).send({ accepted: true });
    },
  });

  app.post(ACCOUNT_PATHS.reset, {
    // Each attempt costs a password hash, and tokens must not be guessable by volume.
    config: limit(config.rateLimits.reset),
    schema: publicDoc(
      'Set a new password with a reset token; signs out every session',
      { 204: noContent },
      { body: resetRequestSchema },
    ),
    handler: async (request, reply) => {
      await accounts.reset(request.body);
      return reply.code(204).send();
    },
  });
};

/** The signed-in user's own session: who am I, sign out. */
export const sessionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { sessions }) => {
  app.post(ACCOUNT_PATHS.logout, {
    schema: doc('Sign out: revokes this token', { 204: noContent }),
    handler: async (request, reply) => {
      await sessions.revoke(request.sessionTokenHash);
      return reply.code(204).send();
    },
  });

  app.get(ACCOUNT_PATHS.me, {
    schema: doc('The signed-in user', { 200: meResponseSchema }),
    handler: async (request) => ({ user: request.user }),
  });
};
