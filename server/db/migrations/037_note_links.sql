-- Links between notes (see docs/product.md, "Note links"): derived from each saved
-- document in the save's transaction, never sent by clients. A link goes with the note that holds
-- it; its target is not a foreign key, so a link to a deleted note stays (shown broken) and
-- comes back to life if a note with that id is ever restored from an export.
CREATE TABLE note_links (
  source_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
  target_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The text on each side of the source's first link to the target (the backlink's snippet).
  before text NOT NULL,
  after text NOT NULL,
  PRIMARY KEY (source_id, target_id)
);

CREATE INDEX note_links_target ON note_links (user_id, target_id);
-- Whether a note's links were cut at the per-note cap.
ALTER TABLE notes ADD COLUMN links_capped boolean NOT NULL DEFAULT false;
