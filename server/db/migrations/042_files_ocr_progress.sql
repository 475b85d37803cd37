-- While OCR reads a scanned page, the file list shows which page of how many
-- (docs/assistant.md "OCR"); both are NULL whenever OCR is not reading this file.
ALTER TABLE files
  ADD COLUMN ocr_page integer CHECK (ocr_page >= 1),
  ADD COLUMN ocr_pages integer CHECK (ocr_pages >= 1);
