-- The file assistant (docs/files.md). Bytes live in PostgreSQL, in blocks, so every server
-- process on one DATABASE_URL sees the same files and a file streams in and out block by block.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('text', 'markdown', 'csv', 'json', 'pdf', 'docx')),
  size bigint NOT NULL CHECK (size >= 0),
  sha256 bytea NOT NULL,
  -- 'uploading' while the bytes stream in: such a row is nobody's file yet and no list shows it.
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('uploading', 'queued', 'indexing', 'ready', 'unreadable')),
  progress real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1),
  unreadable_reason text CHECK (unreadable_reason IN ('encrypted', 'no_text', 'corrupt')),
  pages integer CHECK (pages >= 0),
  -- Times a worker started indexing it: a file that keeps failing (or killing its worker) stops.
  index_attempts integer NOT NULL DEFAULT 0,
  -- Set by delete, cleared by UNDO; housekeeping removes the file for good after a grace period.
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX files_user_order ON files (user_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX files_deleted ON files (deleted_at) WHERE deleted_at IS NOT NULL;

-- STORAGE EXTERNAL: blocks are already as dense as they get (PDF, DOCX are compressed) and are
-- read whole, so PostgreSQL skips trying to compress them.
CREATE TABLE file_blocks (
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (file_id, seq)
);
ALTER TABLE file_blocks ALTER COLUMN data SET STORAGE EXTERNAL;

-- The indexing queue. A worker takes a row with FOR UPDATE SKIP LOCKED and holds the lock in
-- its transaction until the file is indexed: a crash drops the connection, the lock with it,
-- and the row is there for the next worker; two workers never hold the same row.
CREATE TABLE file_jobs (
  file_id uuid PRIMARY KEY REFERENCES files (id) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_jobs_order ON file_jobs (queued_at);

-- Passages of a file's text, cut along its structure; `search` uses the engine's rules
-- (migration 004) with the heading as the weighted title.
CREATE TABLE file_chunks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  page integer,
  line_start integer,
  line_end integer,
  heading text NOT NULL DEFAULT '',
  body text NOT NULL,
  embedding real[],
  search tsvector GENERATED ALWAYS AS (search_document(heading, body)) STORED,
  UNIQUE (file_id, seq)
);
CREATE INDEX file_chunks_search ON file_chunks USING gin (search);
CREATE INDEX file_chunks_user ON file_chunks (user_id);

-- File passages feed the typo lexicon like notes do (migration 004), but once per statement:
-- the indexer writes hundreds of passages at a time, and a row trigger would take the lexicon
-- lock and rewrite the same words once per passage. Counts stay "passages holding the word".
CREATE FUNCTION file_chunks_lexicon_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_lexicon'), hashtext(owner::text))
    FROM (SELECT DISTINCT user_id AS owner FROM added_rows ORDER BY 1) AS owners;
  INSERT INTO search_lexicon (user_id, word, uses)
  SELECT user_id, w, count(*) FROM added_rows, unnest(tsvector_to_array(search)) AS w
  WHERE char_length(w) >= 4 GROUP BY user_id, w ORDER BY user_id, w
  ON CONFLICT (user_id, word) DO UPDATE SET uses = search_lexicon.uses + excluded.uses;
  RETURN NULL;
END $$;

CREATE FUNCTION file_chunks_lexicon_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_lexicon'), hashtext(owner::text))
    FROM (SELECT DISTINCT user_id AS owner FROM removed_rows ORDER BY 1) AS owners;
  WITH gone AS (
    SELECT user_id, w, count(*) AS n FROM removed_rows, unnest(tsvector_to_array(search)) AS w
    WHERE char_length(w) >= 4 GROUP BY user_id, w
  ), decremented AS (
    UPDATE search_lexicon l SET uses = l.uses - g.n FROM gone g
    WHERE l.user_id = g.user_id AND l.word = g.w AND l.uses > g.n
    RETURNING l.word
  )
  DELETE FROM search_lexicon l USING gone g
  WHERE l.user_id = g.user_id AND l.word = g.w AND l.uses <= g.n;
  RETURN NULL;
END $$;

CREATE TRIGGER file_chunks_lexicon_added AFTER INSERT ON file_chunks
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT
  EXECUTE FUNCTION file_chunks_lexicon_added();
CREATE TRIGGER file_chunks_lexicon_removed AFTER DELETE ON file_chunks
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION file_chunks_lexicon_removed();
