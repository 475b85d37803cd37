-- Every save that changes a note keeps a version here (see docs/product.md, "Note history").
-- Versions go with their note (delete forever) and with their user; history is not part of the
-- note's 1 MB. `window_start` is when an editor version's five minutes of coalescing began.
CREATE TABLE note_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order: versions saved within one millisecond still list in the order they were made.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  content jsonb NOT NULL,
  plain_text text NOT NULL,
  tags text[] NOT NULL,
  color text NOT NULL,
  source text NOT NULL CHECK (source IN ('editor', 'conflict', 'restore', 'agent', 'import')),
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  window_start timestamptz NOT NULL,
  saved_at timestamptz NOT NULL
);

CREATE INDEX note_versions_note ON note_versions (note_id, seq DESC);
CREATE INDEX note_versions_note_saved ON note_versions (note_id, saved_at);
CREATE INDEX note_versions_user ON note_versions (user_id, seq DESC);
