import { withoutUnstorable } from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';
import type { Chunk } from './chunk.ts';

const INSERT_BATCH = 500;

export interface PassageOwner {
  file_id: string;
  user_id: string;
}

/**
 * Stores a file's passages (with their vectors, when embedded) in batches; `stillWanted` runs
 * before each batch and throws to stop when the file was deleted meanwhile.
 */
export async function insertPassages(
  tx: Queryable,
  job: PassageOwner,
  chunks: Chunk[],
  vectors: number[][] | null,
  stillWanted: () => Promise<void>,
): Promise<void> {
  for (let at = 0; at < chunks.length; at += INSERT_BATCH) {
    await stillWanted();
    const batch = chunks.slice(at, at + INSERT_BATCH);
    // A vector travels as its JSON text ("[0.1,0.2]"), which reads as a real[] once its brackets
    // are braces: unnest would flatten a two-dimensional array of them.
    const embeddings = batch.map((_, i) => (vectors ? JSON.stringify(vectors[at + i]) : null));
    await tx.execute(sql`
      INSERT INTO file_chunks (file_id, user_id, seq, page, line_start, line_end, heading, body, embedding)
      SELECT ${job.file_id}, ${job.user_id}, seq, page, line_start, line_end, heading, body,
        translate(embedding, '[]', '{}')::real[]
      FROM unnest(
        ${batch.map((c) => c.seq)}::int[], ${batch.map((c) => c.page)}::int[],
        ${batch.map((c) => c.lineStart)}::int[], ${batch.map((c) => c.lineEnd)}::int[],
        ${batch.map((c) => withoutUnstorable(c.heading))}::text[],
        ${batch.map((c) => withoutUnstorable(c.body))}::text[], ${embeddings}::text[])
        AS t(seq, page, line_start, line_end, heading, body, embedding)`);
  }
}
