import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  errorEnvelopeSchema,
  forgotRequestSchema,
  forgotResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  registerRequestSchema,
  resetRequestSchema,
  sessionResponseSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import {
  AUTH_ERROR_RESPONSES,
  ERROR_RESPONSES,
  noContent,
  RATE_LIMITED_RESPONSES,
} from './responses.ts';

const tags = ['accounts'];

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
    schema: {
      tags,
      summary: 'Create an account and sign in',
      body: registerRequestSchema,
      response: {
        201: sessionResponseSchema,
        409: errorEnvelopeSchema,
        ...ERROR_RESPONSES,
        ...RATE_LIMITED_RESPONSES,
      },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await adoptZone(await accounts.register(request.body), request.body.timeZone)),
  });

  app.post(ACCOUNT_PATHS.login, {
    config: limit(config.rateLimits.login),
    schema: {
      tags,
      summary: 'Sign in with an email address or a username',
      body: loginRequestSchema,
      response: { 200: sessionResponseSchema, ...AUTH_ERROR_RESPONSES, ...RATE_LIMITED_RESPONSES },
    },
    handler: async (request) =>
      adoptZone(await accounts.login(request.body), request.body.timeZone),
  });

  app.post(ACCOUNT_PATHS.forgot, {
    config: limit(config.rateLimits.forgot),
    schema: {
      tags,
      summary: 'Mail a reset link; always accepted so nobody learns which addresses have accounts',
      body: forgotRequestSchema,
      response: { 202: forgotResponseSchema, ...ERROR_RESPONSES, ...RATE_LIMITED_RESPONSES },
    },
    handler: async (request, reply) => {
      accounts.forgot(request.body);
      return reply.code(202).send({ accepted: true });
    },
  });

  app.post(ACCOUNT_PATHS.reset, {
    // Each attempt costs a password hash, and tokens must not be guessable by volume.
    config: limit(config.rateLimits.reset),
    schema: {
      tags,
      summary: 'Set a new password with a reset token; signs out every session',
      body: resetRequestSchema,
      response: { 204: noContent, ...ERROR_RESPONSES, ...RATE_LIMITED_RESPONSES },
    },
    handler: async (request, reply) => {
      await accounts.reset(request.body);
      return reply.code(204).send();
    },
  });
};

/** The signed-in user's own session: who am I, sign out. */
export const sessionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { sessions }) => {
  app.post(ACCOUNT_PATHS.logout, {
    schema: {
      tags,
      summary: 'Sign out: revokes this token',
      response: { 204: noContent, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      await sessions.revoke(request.sessionTokenHash);
      return reply.code(204).send();
    },
  });

  app.get(ACCOUNT_PATHS.me, {
    schema: {
      tags,
      summary: 'The signed-in user',
      response: { 200: meResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({ user: request.user }),
  });
};
