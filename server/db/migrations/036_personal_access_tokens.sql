-- Personal access tokens for `/mcp` (docs/mcp.md): only the SHA-256 of the secret is kept; a
-- revoked token stays listed (as revoked) so its user sees what was cut off and when.
CREATE TABLE personal_access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  scopes text[] NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX personal_access_tokens_user ON personal_access_tokens (user_id, created_at DESC);
