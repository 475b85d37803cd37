-- Scanned documents read by OCR (docs/assistant.md "OCR"): images are a kind of file, and the
-- words OCR found on each page keep their boxes so the preview can highlight a cited passage.
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('text', 'markdown', 'csv', 'json', 'pdf', 'docx', 'image'));

-- One row per page read by OCR: `words` is a JSON array of { text, box: [x0, y0, x1, y1] } with
-- the box in fractions of the page's width and height, so it fits the page at any zoom.
CREATE TABLE file_ocr_pages (
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  page integer NOT NULL CHECK (page >= 1),
  words jsonb NOT NULL,
  PRIMARY KEY (file_id, page)
);
