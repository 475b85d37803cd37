import { http, type HttpHandler } from 'msw';
import {
  fieldErrorsFromZod,
  LAUNCH_NEWS_PATHS,
  launchNewsRequestSchema,
  launchNewsResponseSchema,
} from '@/api/schema';
import { apiUrl, bodyOf, errorFrom, jsonFrom } from './http';

/** Coming-soon 2's sign-up: 202 for any valid address (listed before or not), 400 otherwise. */
export function launchNewsHandlers(subscribed: string[] = []): HttpHandler[] {
  return [
    http.post(apiUrl(LAUNCH_NEWS_PATHS.subscribe), async ({ request }) => {
      const body = launchNewsRequestSchema.safeParse(await bodyOf(request));
      if (!body.success)
        return errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(body.error));
      if (!subscribed.includes(body.data.email)) subscribed.push(body.data.email);
      return jsonFrom(launchNewsResponseSchema, { accepted: true }, { status: 202 });
    }),
  ];
}
