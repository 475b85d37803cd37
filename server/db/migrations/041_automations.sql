-- Automations (docs/agent.md "Automations"): a prompt the agent answers on a repeat, in the
-- user's zone. The next run is a `scheduled_jobs` row (kind 'agent.automation', subject the
-- automation's id), changed in the same transaction as the automation. Each automation answers
-- in a conversation of its own; one deleted by the user is replaced at the next run.
CREATE TABLE automations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prompt text NOT NULL CHECK (char_length(prompt) BETWEEN 1 AND 4000),
  -- The repeat without DTSTART; `start` is the first run on the zone's wall clock.
  rrule text NOT NULL CHECK (char_length(rrule) <= 500),
  start text NOT NULL,
  time_zone text NOT NULL,
  locale text NOT NULL DEFAULT 'en',
  paused boolean NOT NULL DEFAULT false,
  conversation_id uuid REFERENCES agent_conversations (id) ON DELETE SET NULL,
  next_run_at timestamptz,
  last_run_at timestamptz,
  last_status text,
  -- Set by delete, cleared by UNDO (restore).
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX automations_owner ON automations (user_id, created_at) WHERE deleted_at IS NULL;
