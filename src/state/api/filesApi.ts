import { useState } from 'react';
import { apiClient, toApiError } from '@/api/client';
import type {
  FileResponse,
  ListFilesQuery,
  ListFilesResponse,
  OcrPage,
  OcrPageResponse,
  StoredFile,
} from '@/api/schema';
import { fileResponseSchema, listFilesResponseSchema } from '@/api/schema/files';
import { FILE_UPLOAD_FIELD, isPendingFile, FILES_PATHS } from '@/api/schema/filesConstants';
import { ocrPageResponseSchema } from '@/api/schema/filesOcr';
import { withListTag } from './featureApi';
import { unwrap } from './responseShapes';

const { api, list: FILES } = withListTag('File');

/** How often a file still being read is asked about; indexing takes seconds, not minutes. */
export const FILE_POLL_MS = 1000;

/** The user's files, one file, rename, delete and its UNDO (docs/files.md). */
export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFiles: build.query<ListFilesResponse, ListFilesQuery>({
      query: (params) => ({ url: FILES_PATHS.list, params }),
      responseSchema: listFilesResponseSchema,
      providesTags: [FILES],
    }),
    getFile: build.query<StoredFile, string, FileResponse>({
      query: (id) => ({ url: FILES_PATHS.one(id) }),
      ...unwrap(fileResponseSchema, 'file'),
      providesTags: (_result, _error, id) => [{ type: 'File', id }],
    }),
    renameFile: build.mutation<StoredFile, { id: string; name: string }, FileResponse>({
      query: ({ id, name }) => ({ url: FILES_PATHS.one(id), method: 'PATCH', data: { name } }),
      ...unwrap(fileResponseSchema, 'file'),
      invalidatesTags: (_result, _error, { id }) => [FILES, { type: 'File', id }, 'Search'],
    }),
    /** The words OCR read on a page of a scanned PDF or an image, with their boxes (or null). */
    getOcrPage: build.query<OcrPage | null, { id: string; page: number }, OcrPageResponse>({
      query: ({ id, page }) => ({ url: FILES_PATHS.ocr(id, page) }),
      ...unwrap(ocrPageResponseSchema, 'ocr'),
      providesTags: (_result, _error, { id }) => [{ type: 'File', id }],
    }),
    /** Deleting a queued or indexing file is also how its indexing is cancelled. */
    deleteFile: build.mutation<null, string>({
      query: (id) => ({ url: FILES_PATHS.one(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [FILES, { type: 'File', id }, 'Search'],
    }),
    restoreFile: build.mutation<StoredFile, string, FileResponse>({
      query: (id) => ({ url: FILES_PATHS.restore(id), method: 'POST' }),
      ...unwrap(fileResponseSchema, 'file'),
      invalidatesTags: (_result, _error, id) => [FILES, { type: 'File', id }, 'Search'],
    }),
  }),
});

export const {
  useListFilesQuery,
  useGetFileQuery,
  useGetOcrPageQuery,
  useRenameFileMutation,
  useDeleteFileMutation,
  useRestoreFileMutation,
} = filesApi;

/** The list, asked again every FILE_POLL_MS while any file in it is still being read. */
export function useLiveFilesQuery(query: ListFilesQuery = {}) {
  const [pending, setPending] = useState(false);
  const result = useListFilesQuery(query, { pollingInterval: pending ? FILE_POLL_MS : 0 });
  const nowPending = result.data?.items.some((file) => isPendingFile(file.status)) ?? false;
  if (nowPending !== pending) setPending(nowPending);
  return result;
}

/** One file, asked again while it is queued or indexing, no more once it is ready or unreadable. */
export function useLiveFileQuery(id: string | undefined) {
  const [pending, setPending] = useState(true);
  const result = useGetFileQuery(id ?? '', {
    skip: !id,
    pollingInterval: pending ? FILE_POLL_MS : 0,
  });
  const nowPending = result.data ? isPendingFile(result.data.status) : true;
  if (nowPending !== pending) setPending(nowPending);
  return result;
}

export interface UploadOptions {
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting cancels the upload; the server keeps nothing of it. */
  signal?: AbortSignal;
}

/** Sends one file as multipart; resolves with the stored file (queued), rejects with an ApiError. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<StoredFile> {
  const form = new FormData();
  form.append(FILE_UPLOAD_FIELD, file, file.name);
  try {
    const response = await apiClient.post<unknown>(FILES_PATHS.list, form, {
      signal: options.signal,
      onUploadProgress: (event) => options.onProgress?.(event.loaded, event.total ?? file.size),
    });
    return fileResponseSchema.parse(response.data).file;
  } catch (failure) {
    throw toApiError(failure);
  }
}

/** After an upload, the list (and search) must show the new file. */
export const filesChanged = () => filesApi.util.invalidateTags([FILES, 'Search']);
