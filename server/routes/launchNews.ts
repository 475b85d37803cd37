import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LAUNCH_NEWS_PATHS, launchNewsRequestSchema, launchNewsResponseSchema } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { ERROR_RESPONSES, RATE_LIMITED_RESPONSES } from './responses.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('launch news', { ...ERROR_RESPONSES, ...RATE_LIMITED_RESPONSES });

export const launchNewsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { launchNews, config },
) => {
  app.post(LAUNCH_NEWS_PATHS.subscribe, {
    // Public and unauthenticated: limited like forgot, so nobody fills the table from one address.
    config: {
      rateLimit: { max: config.rateLimits.forgot, timeWindow: config.rateLimits.windowMs },
    },
    schema: doc(
      'Hear when Quire launches; always 202, listed before or not',
      { 202: launchNewsResponseSchema },
      { body: launchNewsRequestSchema },
    ),
    handler: async (request, reply) => {
      await launchNews.subscribe(request.body.email);
      return reply.code(202).send({ accepted: true });
    },
  });
};
