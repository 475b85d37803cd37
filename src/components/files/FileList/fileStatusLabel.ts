import type { StoredFile } from '@/api/schema';

export interface StatusLabel {
  id: string;
  values: Record<string, number>;
}

/**
 * The message for where a file is in indexing: while OCR reads, which scanned page of how many
 * (an image is one page, so it says only that the image is being read), with the percentage.
 */
export function fileStatusLabel(file: StoredFile): StatusLabel {
  const { progress, ocr } = file;
  if (file.status !== 'indexing' || !ocr)
    return { id: `files.status.${file.status}`, values: { progress } };
  if (file.kind === 'image') return { id: 'files.status.ocrImage', values: { progress } };
  return { id: 'files.status.ocrPage', values: { progress, page: ocr.page, pages: ocr.pages } };
}
