import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { accountRoutes } from './accounts.ts';
import { launchNewsRoutes } from './launchNews.ts';
import { noteRoutes } from './notes.ts';
import { searchRoutes } from './search.ts';

/**
 * Every resource's routes, mounted under /api in this order. A new resource adds its plugin
 * here (one line) and its migration in db/migrations; nothing else needs to change.
 */
export const API_ROUTES: FastifyPluginAsyncZod<AppContext>[] = [
  accountRoutes,
  launchNewsRoutes,
  noteRoutes,
  searchRoutes,
];
