-- A password reset turns the private feed off (docs/calendar.md "Access"): the feed address is a
-- credential like a session. When it happened is kept so the share dialog can say why the old
-- address stopped working; making a new address clears it.
ALTER TABLE calendar_settings ADD COLUMN feed_reset_at timestamptz;

-- A grantee's own say over a calendar shared with them (docs/calendar.md "Sharing"): hidden keeps
-- read access out of the picker; left_at ends read access. Both outlive a new grant by the owner,
-- so nobody can push a calendar back into another user's picker.
ALTER TABLE calendar_shares ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE calendar_shares ADD COLUMN left_at timestamptz;
