-- Search finds a note by the titles of the events and files it links to too (docs/search.md,
-- "Linked titles"), each only while the note's owner may see it: the rule of linkedItems in
-- server/services/noteLinks.ts (an event of their calendar or of one shared with them and not
-- left; a file of their own, uploaded and not deleted).
CREATE OR REPLACE FUNCTION note_linked_titles(source uuid) RETURNS text LANGUAGE sql STABLE
  RETURN coalesce((
    SELECT string_agg(linked.title, E'\n' ORDER BY linked.kind, linked.id)
    FROM (
      SELECT 'note' AS kind, t.id, t.title
      FROM note_links l JOIN notes t ON t.id = l.target_id AND t.user_id = l.user_id
      WHERE l.source_id = source AND t.trashed_at IS NULL
      UNION ALL
      SELECT 'event', e.id, e.title
      FROM note_item_links l JOIN calendar_events e ON l.kind = 'event' AND e.id = l.target_id
      WHERE l.source_id = source AND (e.user_id = l.user_id OR EXISTS (
        SELECT 1 FROM calendar_shares g
        WHERE g.owner_id = e.user_id AND g.grantee_id = l.user_id AND g.left_at IS NULL))
      UNION ALL
      SELECT 'file', f.id, f.name
      FROM note_item_links l JOIN files f ON l.kind = 'file' AND f.id = l.target_id
        AND f.user_id = l.user_id
      WHERE l.source_id = source AND f.deleted_at IS NULL AND f.status <> 'uploading'
    ) linked), '');

-- Each change below refreshes only the notes linking to the changed item, found by this index.
CREATE INDEX note_item_links_target ON note_item_links (kind, target_id);

CREATE FUNCTION note_item_titles_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_id uuid;
BEGIN
  changed_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  UPDATE notes SET linked_titles = note_linked_titles(id)
  WHERE id IN (SELECT source_id FROM note_item_links
               WHERE kind = TG_ARGV[0] AND target_id = changed_id);
  RETURN NULL;
END $$;

-- An event renamed, deleted, or put back by UNDO (inserted again with its id).
CREATE TRIGGER calendar_events_linked_titles_added_or_deleted AFTER INSERT OR DELETE
  ON calendar_events FOR EACH ROW EXECUTE FUNCTION note_item_titles_refresh('event');
CREATE TRIGGER calendar_events_linked_titles_changed AFTER UPDATE OF title ON calendar_events
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION note_item_titles_refresh('event');

-- A file renamed, deleted or restored, or finished uploading; the indexer's status steps after
-- that change nothing a search shows, so they refresh nothing.
CREATE TRIGGER files_linked_titles_deleted AFTER DELETE ON files
  FOR EACH ROW EXECUTE FUNCTION note_item_titles_refresh('file');
CREATE TRIGGER files_linked_titles_changed AFTER UPDATE OF name, deleted_at, status ON files
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name
        OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL)
        OR (OLD.status = 'uploading') IS DISTINCT FROM (NEW.status = 'uploading'))
  EXECUTE FUNCTION note_item_titles_refresh('file');

-- A share granted, left or taken back changes which of the owner's events the grantee's notes
-- may name.
CREATE FUNCTION note_share_titles_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  share calendar_shares;
BEGIN
  share := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  UPDATE notes SET linked_titles = note_linked_titles(id)
  WHERE id IN (SELECT l.source_id FROM note_item_links l
               JOIN calendar_events e ON l.kind = 'event' AND e.id = l.target_id
               WHERE l.user_id = share.grantee_id AND e.user_id = share.owner_id);
  RETURN NULL;
END $$;

CREATE TRIGGER calendar_shares_linked_titles_added_or_deleted AFTER INSERT OR DELETE
  ON calendar_shares FOR EACH ROW EXECUTE FUNCTION note_share_titles_refresh();
CREATE TRIGGER calendar_shares_linked_titles_changed AFTER UPDATE OF left_at ON calendar_shares
  FOR EACH ROW WHEN (OLD.left_at IS DISTINCT FROM NEW.left_at)
  EXECUTE FUNCTION note_share_titles_refresh();

UPDATE notes SET linked_titles = note_linked_titles(id)
WHERE id IN (SELECT source_id FROM note_item_links);
