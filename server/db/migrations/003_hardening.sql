-- UNDO of an archive puts the note back where it was in "recent": archiving remembers the
-- updated_at it replaced, and any later change forgets it (see docs/server.md "Archive and UNDO").
ALTER TABLE notes ADD COLUMN unarchive_to timestamptz;

-- Secrets the server makes for itself (the list-cursor signing key), shared by every process
-- on one database so a cursor made by one is accepted by the others.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL
);

-- Rate-limit counters live in the database so N server processes allow what one would.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);

-- A retried note creation (same user, same Idempotency-Key) answers with the first result.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash bytea NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
