import { sql, type Queryable } from '../db/index.ts';

/** The coming-soon page's mailing list. */
export function createLaunchNews(db: Queryable) {
  return {
    /** Lists an address for the launch announcement; listing it twice changes nothing. */
    async subscribe(email: string): Promise<void> {
      await db.execute(
        sql`INSERT INTO launch_news (email) VALUES (${email}) ON CONFLICT ((lower(email))) DO NOTHING`,
      );
    },
  };
}
export type LaunchNews = ReturnType<typeof createLaunchNews>;
