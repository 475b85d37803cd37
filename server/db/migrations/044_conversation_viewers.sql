-- Who has a conversation open right now (docs/agent.md "Notifications"): one row per open
-- stream, refreshed while it stays open, so a run that ends or waits for an approval while
-- nobody looks tells its owner through a notification. A process that dies leaves rows whose
-- `seen_at` stops moving: they count as gone once older than the freshness window.
CREATE TABLE agent_conversation_viewers (
  stream_id uuid PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES agent_conversations (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX agent_conversation_viewers_conversation
  ON agent_conversation_viewers (conversation_id, seen_at);
