-- Links from a note to calendar events and files (docs/product.md, "Note links"): derived from
-- the saved document like note links. The target is not a foreign key: an event or file deleted
-- or no longer shared stays linked, and each read resolves its title only if the note's owner
-- may see it now (never another user's title).
CREATE TABLE note_item_links (
  source_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('event', 'file')),
  target_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (source_id, kind, target_id)
);
