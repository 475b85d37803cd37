-- The MCP servers a user connects to the agent (docs/mcp.md "MCP servers in the agent"). The
-- secret (a bearer token or one header's value) is what the agent sends to that server: it is
-- kept to be sent, and the API only ever shows its last characters.
CREATE TABLE agent_mcp_servers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  auth_kind text NOT NULL CHECK (auth_kind IN ('none', 'bearer', 'header')),
  header_name text,
  secret text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);
