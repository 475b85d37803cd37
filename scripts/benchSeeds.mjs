// What the benchmarks seed straight into the database, so each measures its own path and the
// same data: 10,000 notes (bench:notes, bench:mcp) and 10,000 passages (bench:assistant,
// bench:mcp), written many rows per statement.
import { seededPassage } from './benchAssistantText.mjs';

/** The words of the seeded notes (bench:notes searches for them). */
export const WORDS = [
  'budget',
  'garden',
  'launch',
  'recipe',
  'travel',
  'meeting',
  'invoice',
  'python',
  'piano',
  'harbour',
  'sprint',
  'roadmap',
  'tomato',
  'museum',
  'ticket',
  'review',
  'design',
  'lemon',
  'coffee',
  'report',
];

// Two-character Chinese words, for substring search inside unspaced text.
export const CJK_WORDS = ['咖啡', '会议', '预算', '旅行', '花园', '报告', '设计', '门票'];

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Inserts `count` notes straight into the table, 1,000 rows per statement. */
export async function seedNotes(db, userId, count) {
  for (let start = 0; start < count; start += 1000) {
    const titles = [];
    const texts = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const pick = (k) => WORDS[(i * 7 + k * 13) % WORDS.length];
      titles.push(`${pick(0)} ${pick(1)} #${i + 1}`);
      const cjk = (k) => CJK_WORDS[(i * 5 + k * 3) % CJK_WORDS.length];
      texts.push(
        `Notes about the ${pick(2)} and the ${pick(3)}. Follow up on ${pick(4)} before the ${pick(5)} (${i}). 我们讨论了${cjk(0)}和${cjk(1)}的安排。`,
      );
    }
    await db.pool.query(
      `INSERT INTO notes (user_id, title, content, plain_text, created_at, updated_at)
       SELECT $1, t, jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object(
         'type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', p))))),
         p, now() - (o || ' seconds')::interval, now() - (o || ' seconds')::interval
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS x(t, p, o)`,
      [userId, titles, texts],
    );
  }
  await db.pool.query('ANALYZE notes');
}

/** `count` passages straight into file_chunks, under one ready file. */
export async function seedPassages(db, userId, count) {
  const { rows } = await db.pool.query(
    `INSERT INTO files (user_id, name, kind, size, sha256, status, progress)
     VALUES ($1, 'seeded.txt', 'text', 0, ''::bytea, 'ready', 1) RETURNING id`,
    [userId],
  );
  const fileId = rows[0].id;
  for (let start = 0; start < count; start += 1000) {
    const bodies = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) bodies.push(seededPassage(i));
    await db.pool.query(
      `INSERT INTO file_chunks (file_id, user_id, seq, line_start, line_end, heading, body)
       SELECT $1, $2, $3 + o - 1, o, o, '', b FROM unnest($4::text[]) WITH ORDINALITY AS x(b, o)`,
      [fileId, userId, start, bodies],
    );
  }
  await db.pool.query('ANALYZE file_chunks');
}
