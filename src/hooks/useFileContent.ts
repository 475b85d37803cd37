import { useCallback, useEffect, useState } from 'react';
import { apiClient, toApiError, type ApiError } from '@/api/client';
import { FILES_PATHS } from '@/api/schema/filesConstants';

export type FileContent =
  | { status: 'loading' }
  | { status: 'ready'; bytes: ArrayBuffer }
  | { status: 'failed'; error: ApiError; retry: () => void };

/**
 * A file's bytes for the preview (`GET /files/:id/content`), through the app's client so the
 * usual token and 401 rules apply. Bytes are not cached: they can be megabytes, and the preview
 * asks once per file opened.
 */
export function useFileContent(id: string | undefined): FileContent {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: FileContent } | null>(null);
  const key = `${id}#${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const failed = (error: ApiError) => {
      if (!controller.signal.aborted) setState({ key, value: { status: 'failed', error, retry } });
    };
    apiClient
      .get<ArrayBuffer>(FILES_PATHS.content(id), {
        responseType: 'arraybuffer',
        signal: controller.signal,
      })
      .then(
        (response) => setState({ key, value: { status: 'ready', bytes: response.data } }),
        (error: unknown) => failed(toApiError(error)),
      );
    return () => controller.abort();
  }, [id, key, retry]);
  return state?.key === key ? state.value : { status: 'loading' };
}
