-- A file past the reader's limits (docs/assistant.md "Extraction"): too much text once unpacked
-- or too much memory (`too_large`), or longer than the time a file may take (`too_slow`).
ALTER TABLE files DROP CONSTRAINT files_unreadable_reason_check;
ALTER TABLE files ADD CONSTRAINT files_unreadable_reason_check
  CHECK (unreadable_reason IN ('encrypted', 'no_text', 'corrupt', 'too_large', 'too_slow'));
