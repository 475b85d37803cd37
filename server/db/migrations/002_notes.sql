-- Timestamps are kept to the millisecond so a list cursor built from JSON round-trips exactly.
-- The 'simple' text-search configuration: notes are written in any of the app's languages, so no
-- single language's stemmer would be right for all of them.
CREATE TABLE notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  content jsonb NOT NULL,
  plain_text text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  color text NOT NULL DEFAULT 'default',
  pinned boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  trashed_at timestamptz,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', plain_text), 'B')
  ) STORED
);

CREATE INDEX notes_search ON notes USING gin (search);
CREATE INDEX notes_tags ON notes USING gin (tags);
-- Serves the default listing order (pinned first, newest first) for one user without a sort.
CREATE INDEX notes_user_order ON notes (user_id, pinned DESC, updated_at DESC, id DESC);
