import { randomUUID } from 'node:crypto';
import { sql, type Queryable } from '../../db/index.ts';

/**
 * An open stream refreshes its row this often; a row not refreshed for VIEWER_FRESH_MS (its
 * process died) no longer counts as someone looking.
 */
export const VIEWER_REFRESH_MS = 10_000;
export const VIEWER_FRESH_MS = 3 * VIEWER_REFRESH_MS;

/**
 * Marks a conversation as open in one stream, in any process; `refresh` while it stays open and
 * `end` when it closes. Rows left by a dead process are cleared as the next viewer arrives.
 */
export async function startViewing(db: Queryable, conversationId: string) {
  const streamId = randomUUID();
  await db.execute(sql`
    DELETE FROM agent_conversation_viewers
    WHERE conversation_id = ${conversationId}
      AND seen_at < clock_timestamp() - ${VIEWER_FRESH_MS} * interval '1 millisecond'`);
  await db.execute(sql`
    INSERT INTO agent_conversation_viewers (stream_id, conversation_id)
    VALUES (${streamId}, ${conversationId})`);
  let refreshedAt = Date.now();
  return {
    /** Called on each turn of the stream's loop; writes at most once per VIEWER_REFRESH_MS. */
    async refresh() {
      if (Date.now() - refreshedAt < VIEWER_REFRESH_MS) return;
      refreshedAt = Date.now();
      await db.execute(sql`
        UPDATE agent_conversation_viewers SET seen_at = clock_timestamp()
        WHERE stream_id = ${streamId}`);
    },
    async end() {
      await db.execute(sql`DELETE FROM agent_conversation_viewers WHERE stream_id = ${streamId}`);
    },
  };
}

/** Whether someone has the conversation open now (a fresh stream in any process). */
export async function isViewed(db: Queryable, conversationId: string): Promise<boolean> {
  const row = await db.maybeOne(sql`
    SELECT 1 FROM agent_conversation_viewers
    WHERE conversation_id = ${conversationId}
      AND seen_at >= clock_timestamp() - ${VIEWER_FRESH_MS} * interval '1 millisecond'
    LIMIT 1`);
  return row !== undefined;
}
