-- The search engine's index (docs/search.md). All four extensions ship in PostgreSQL's contrib
-- (embedded 18 and Debian 15 alike) and are trusted, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;

-- Text as search reads it: accents and case dropped, anything but letters and digits a space,
-- each CJK character a word of its own (so a CJK query is a phrase of characters: substring
-- matching). unaccent() is only STABLE (its dictionary could change); naming the dictionary
-- makes this wrapper safe to declare IMMUTABLE, which an index expression needs.
-- The character classes are the same as src/api/schema/searchText.ts, which mirrors this
-- function for highlighting and for the mocks.
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(
    regexp_replace(
      lower(public.unaccent('public.unaccent'::regdictionary, $1)),
      '[^0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u052f\u0590-\u06ff\u0900-\u0e7f\u1e00-\u1fff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+',
      ' ', 'g'),
    '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff])', ' \1 ', 'g');

-- A kind's searchable document: title words weigh A, body words B.
CREATE FUNCTION search_document(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN setweight(to_tsvector('simple'::regconfig, search_fold(title)), 'A')
    || setweight(to_tsvector('simple'::regconfig, search_fold(body)), 'B');

DROP INDEX notes_search;
ALTER TABLE notes DROP COLUMN search;
ALTER TABLE notes ADD COLUMN search tsvector
  GENERATED ALWAYS AS (search_document(title, plain_text)) STORED;
CREATE INDEX notes_search ON notes USING gin (search);

-- Every word (4 letters or more) of a user's documents, of every kind, with how many documents
-- use it: where a misspelled query word finds the words it may have meant. The counts let a
-- word leave when its last document does, so deleted text does not linger here.
CREATE TABLE search_lexicon (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word text NOT NULL,
  uses integer NOT NULL CHECK (uses > 0),
  PRIMARY KEY (user_id, word)
);
CREATE INDEX search_lexicon_trgm ON search_lexicon USING gin (user_id, word gin_trgm_ops);

-- Applies one document's change to its owner's lexicon: only the words that came or went, so an
-- autosave of a long note touches a handful of rows. The advisory lock orders concurrent
-- changes of one user's lexicon, which would otherwise be able to deadlock.
CREATE FUNCTION search_lexicon_change(owner uuid, before tsvector, after tsvector) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_lexicon'), hashtext(owner::text));
  WITH old_words AS (
    SELECT w FROM unnest(tsvector_to_array(coalesce(before, ''::tsvector))) AS w WHERE char_length(w) >= 4
  ), new_words AS (
    SELECT w FROM unnest(tsvector_to_array(coalesce(after, ''::tsvector))) AS w WHERE char_length(w) >= 4
  ), added AS (
    SELECT w FROM new_words EXCEPT SELECT w FROM old_words
  ), removed AS (
    SELECT w FROM old_words EXCEPT SELECT w FROM new_words
  ), decremented AS (
    UPDATE search_lexicon SET uses = uses - 1
    WHERE user_id = owner AND word IN (SELECT w FROM removed) AND uses > 1
    RETURNING word
  ), deleted AS (
    DELETE FROM search_lexicon
    WHERE user_id = owner AND word IN (SELECT w FROM removed) AND uses <= 1
    RETURNING word
  )
  INSERT INTO search_lexicon (user_id, word, uses)
  SELECT owner, w, 1 FROM added ORDER BY w
  ON CONFLICT (user_id, word) DO UPDATE SET uses = search_lexicon.uses + 1;
END $$;

-- How the notes kind keeps the lexicon: a new kind adds a trigger like this one for its table.
CREATE FUNCTION notes_search_lexicon() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_lexicon_change(NEW.user_id, NULL, NEW.search);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_lexicon_change(OLD.user_id, OLD.search, NULL);
  ELSIF NEW.search IS DISTINCT FROM OLD.search THEN
    PERFORM search_lexicon_change(NEW.user_id, OLD.search, NEW.search);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER notes_search_lexicon AFTER INSERT OR DELETE OR UPDATE OF title, plain_text ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_search_lexicon();

SELECT search_lexicon_change(user_id, NULL, search) FROM notes;
