import { z } from './zodSetup';
import { emailSchema } from './accounts';

/** Coming-soon 2: an e-mail address that wants to hear when Quire launches. */
export const launchNewsRequestSchema = z.object({ email: emailSchema });
export type LaunchNewsRequest = z.infer<typeof launchNewsRequestSchema>;

/** Always 202, whether or not the address was already listed (no enumeration). */
export const launchNewsResponseSchema = z.object({ accepted: z.literal(true) });
export type LaunchNewsResponse = z.infer<typeof launchNewsResponseSchema>;

export const LAUNCH_NEWS_PATHS = { subscribe: '/launch-news' } as const;
