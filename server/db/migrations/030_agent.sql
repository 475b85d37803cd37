-- The agent chat (docs/agent.md). A conversation's thread is its messages; every change a run
-- makes is also appended to agent_events with a per-conversation sequence number, which is what
-- the event stream replays from, so a reload, a second tab or another server process follows
-- the same answer.
CREATE TABLE agent_conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 200),
  -- The user's questions, newest last (capped by the service): what the header search reads.
  questions text NOT NULL DEFAULT '',
  -- "Approve always" for this conversation's write tools.
  always_approve boolean NOT NULL DEFAULT false,
  -- The last event's sequence number; taking the next one locks the row, so events of one
  -- conversation commit in sequence order.
  last_seq bigint NOT NULL DEFAULT 0,
  -- Set by delete, cleared by UNDO (restore); housekeeping removes it for good after a day.
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  search tsvector GENERATED ALWAYS AS (search_document(title, questions)) STORED
);
CREATE INDEX agent_conversations_order ON agent_conversations (user_id, updated_at DESC, id DESC)
  WHERE deleted_at IS NULL;
CREATE INDEX agent_conversations_search ON agent_conversations USING gin (search);
CREATE TRIGGER agent_conversations_search_lexicon
  AFTER INSERT OR DELETE OR UPDATE OF title, questions ON agent_conversations
  FOR EACH ROW EXECUTE FUNCTION notes_search_lexicon();

CREATE TABLE agent_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES agent_conversations (id) ON DELETE CASCADE,
  ord bigserial NOT NULL,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('running', 'done', 'stopped', 'failed')),
  mode text CHECK (mode IN ('generated', 'search', 'command')),
  steps jsonb NOT NULL DEFAULT '[]',
  citations jsonb NOT NULL DEFAULT '[]',
  command jsonb,
  suggestions jsonb NOT NULL DEFAULT '[]',
  notice text,
  -- A stop asked from any process; the process running the answer reads it at its next write.
  stop_requested boolean NOT NULL DEFAULT false,
  -- Touched while a run is alive: a running answer whose process died is marked failed.
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX agent_messages_thread ON agent_messages (conversation_id, ord);
CREATE INDEX agent_messages_running ON agent_messages (conversation_id) WHERE status = 'running';

CREATE TABLE agent_events (
  conversation_id uuid NOT NULL REFERENCES agent_conversations (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, seq)
);
CREATE INDEX agent_events_age ON agent_events (created_at);
