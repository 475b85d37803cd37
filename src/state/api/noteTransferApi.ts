import { apiClient, toApiError } from '@/api/client';
import {
  NOTE_IMPORT_FIELD,
  NOTE_TRANSFER_PATHS,
  noteImportResultSchema,
  type ParsedNoteExportQuery,
  type NoteImportResult,
} from '@/api/schema/noteTransfer';
import { dispositionName } from '@/lib/saveFile';
import { baseApi } from './baseApi';

export interface ImportOptions {
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** Sends the files as one multipart upload; resolves with the server's counts, rejects with an ApiError. */
async function sendImport(
  path: string,
  files: readonly File[],
  options: ImportOptions,
): Promise<NoteImportResult> {
  const form = new FormData();
  for (const file of files) form.append(NOTE_IMPORT_FIELD, file, file.name);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  try {
    const response = await apiClient.post<unknown>(path, form, {
      signal: options.signal,
      onUploadProgress: (event) => options.onProgress?.(event.loaded, event.total ?? total),
    });
    return noteImportResultSchema.parse(response.data);
  } catch (failure) {
    throw toApiError(failure);
  }
}

/** What importing the files would create and skip; writes nothing (docs/product.md, "Import and export"). */
export const previewNoteImport = (files: readonly File[], options: ImportOptions = {}) =>
  sendImport(NOTE_TRANSFER_PATHS.importPreview, files, options);

/** Imports the files; the caller refreshes the lists (`notesImported`). */
export const applyNoteImport = (files: readonly File[], options: ImportOptions = {}) =>
  sendImport(NOTE_TRANSFER_PATHS.import, files, options);

/** After an import the lists, the tags and search must show the new notes. */
export const notesImported = () => baseApi.util.invalidateTags(['Note', 'Search']);

export interface DownloadedFile {
  blob: Blob;
  name: string;
}

async function download(path: string, fallback: string, params?: object): Promise<DownloadedFile> {
  try {
    const response = await apiClient.get<ArrayBuffer>(path, {
      params,
      responseType: 'arraybuffer',
    });
    const type = String(response.headers['content-type'] ?? 'application/octet-stream');
    return {
      blob: new Blob([response.data], { type }),
      name: dispositionName(
        response.headers['content-disposition'] as string | undefined,
        fallback,
      ),
    };
  } catch (failure) {
    throw toApiError(failure);
  }
}

/** The notes the query picks as a .zip of Markdown files. */
export const exportNotes = (query: ParsedNoteExportQuery) =>
  download(NOTE_TRANSFER_PATHS.exportAll, 'Quire notes.zip', query);

/** One note as a Markdown file. */
export const exportNote = (id: string) => download(NOTE_TRANSFER_PATHS.exportOne(id), 'note.md');
