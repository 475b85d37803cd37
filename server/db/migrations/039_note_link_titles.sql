-- Search finds a note by the titles of the notes it links to (docs/search.md, "Linked titles"):
-- each note keeps those titles as they are now, and its search document adds them to its body.
ALTER TABLE notes ADD COLUMN linked_titles text NOT NULL DEFAULT '';
ALTER TABLE notes ADD COLUMN links_search tsvector
  GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_fold(linked_titles)), 'B')) STORED;
-- The notes kind's document; `notes_search` stays for the assistant, which reads notes alone.
CREATE INDEX notes_search_linked ON notes USING gin ((search || links_search));

-- The titles of the notes `source` links to that are outside the trash, one a line.
CREATE FUNCTION note_linked_titles(source uuid) RETURNS text LANGUAGE sql STABLE
  RETURN coalesce((
    SELECT string_agg(t.title, E'\n' ORDER BY t.id)
    FROM note_links l JOIN notes t ON t.id = l.target_id AND t.user_id = l.user_id
    WHERE l.source_id = source AND t.trashed_at IS NULL), '');

-- A note renamed, trashed, restored, created or deleted changes the titles of the notes linking
-- to it; the source's own save refreshes its titles (server/services/noteLinks.ts).
CREATE FUNCTION notes_linked_titles_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed notes;
BEGIN
  changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  UPDATE notes SET linked_titles = note_linked_titles(id)
  WHERE id IN (SELECT source_id FROM note_links
               WHERE user_id = changed.user_id AND target_id = changed.id);
  RETURN NULL;
END $$;

CREATE TRIGGER notes_linked_titles_added_or_deleted AFTER INSERT OR DELETE ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_linked_titles_refresh();
-- Autosave sends the title with every change: only a different title or trash state counts.
CREATE TRIGGER notes_linked_titles_changed AFTER UPDATE OF title, trashed_at ON notes
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.trashed_at IS DISTINCT FROM NEW.trashed_at)
  EXECUTE FUNCTION notes_linked_titles_refresh();

UPDATE notes SET linked_titles = note_linked_titles(id)
WHERE id IN (SELECT source_id FROM note_links);
