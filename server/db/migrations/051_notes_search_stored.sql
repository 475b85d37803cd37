-- The notes kind's search document (title, body and linked titles), stored: built per row as
-- `search || links_search`, a query merged the two vectors again for every row it read and for
-- every tier of its score, which made notes search two to three times slower than reading one
-- stored vector (docs/search.md, "Linked titles").
DROP INDEX notes_search_linked;
ALTER TABLE notes DROP COLUMN links_search;
ALTER TABLE notes ADD COLUMN search_with_links tsvector GENERATED ALWAYS AS (
  search_document(title, plain_text)
    || setweight(to_tsvector('simple'::regconfig, search_fold(linked_titles)), 'B')) STORED;
CREATE INDEX notes_search_with_links ON notes USING gin (search_with_links);
