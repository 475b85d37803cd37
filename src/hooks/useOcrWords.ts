import type { StoredFile } from '@/api/schema';
import type { OcrWord } from '@/api/schema/filesOcr';
import { useGetOcrPageQuery } from '@/state/api/filesApi';

/**
 * The words OCR read on the shown page of an open file (a scanned PDF page, or an image as page
 * 1), for the preview to lay over it: null while asked, for other kinds, or when the page was
 * not read by OCR; `failed` when asking failed, so the page is still shown, without them.
 */
export function useOcrWords(
  file: StoredFile | null,
  page: number,
): { words: OcrWord[] | null; failed: boolean } {
  const read = file?.status === 'ready' && (file.kind === 'pdf' || file.kind === 'image');
  const query = useGetOcrPageQuery(
    { id: file?.id ?? '', page: file?.kind === 'image' ? 1 : page },
    { skip: !read },
  );
  return read
    ? { words: query.data?.words ?? null, failed: query.isError }
    : { words: null, failed: false };
}
