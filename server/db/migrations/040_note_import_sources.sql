-- Where each imported note came from (docs/product.md, "Import and export"): a source id per
-- format (a Quire export's note id, an Evernote note's hash, a Keep file's name), so importing
-- the same export again skips what is already here. Goes with the note.
CREATE TABLE note_import_sources (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source_id text NOT NULL,
  note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, source_id)
);

CREATE INDEX note_import_sources_note ON note_import_sources (note_id);
