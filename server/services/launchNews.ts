import { sql, type Queryable } from '../db/index.ts';

/** Lists an address for the launch announcement; listing it twice changes nothing. */
export async function subscribeToLaunchNews(db: Queryable, email: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO launch_news (email) VALUES (${email}) ON CONFLICT ((lower(email))) DO NOTHING`,
  );
}
