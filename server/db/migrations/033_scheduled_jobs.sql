-- The one job scheduler (docs/server.md "Scheduler"): a row per job, taken FOR UPDATE SKIP LOCKED
-- by whichever process polls first, so each fires once however many processes share the table.
-- `subject` is what a job is about (an event's id, or 'all' for a global sweep) so a change to it
-- can replace or cancel its pending jobs in the change's own transaction; `key` tells apart the
-- jobs of one subject (a reminder's minutes). Fired and missed rows stay a while for the record.
CREATE TABLE scheduled_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  subject text NOT NULL,
  key text NOT NULL DEFAULT '',
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'done', 'missed', 'failed')),
  fired_at timestamptz,
  lateness_ms bigint,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX scheduled_jobs_pending_key ON scheduled_jobs (kind, subject, key)
  WHERE status = 'pending';
CREATE INDEX scheduled_jobs_due ON scheduled_jobs (due_at) WHERE status = 'pending';
CREATE INDEX scheduled_jobs_finished ON scheduled_jobs (fired_at) WHERE status <> 'pending';
