-- A tag renamed, moved or deleted across the notebook keeps each changed note's version with a
-- source of its own (`tag`), so the history tells it from the user's typing.
ALTER TABLE note_versions DROP CONSTRAINT note_versions_source_check;
ALTER TABLE note_versions ADD CONSTRAINT note_versions_source_check
  CHECK (source IN ('editor', 'conflict', 'restore', 'agent', 'import', 'tag'));
