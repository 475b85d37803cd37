import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@/api/client';
import { NO_ANSWER } from '@/api/client/noAnswer';
import { FILES_PATHS } from '@/api/schema/filesConstants';
import { loadCacheTransport } from '@/state/api/loadCacheTransport';

export type FileContent =
  | { status: 'loading' }
  | { status: 'ready'; bytes: ArrayBuffer }
  | { status: 'failed'; error: ApiError; retry: () => void };

/**
 * A file's bytes for the preview (`GET /files/:id/content`), through the app's client so the
 * usual token and 401 rules apply. Bytes are not cached: they can be megabytes, and the preview
 * asks once per file opened. The client loads with the first file opened (docs/performance.md).
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
    loadCacheTransport().then(
      ({ client, toApiError }) =>
        client
          .get<ArrayBuffer>(FILES_PATHS.content(id), {
            responseType: 'arraybuffer',
            signal: controller.signal,
          })
          .then(
            (response) => setState({ key, value: { status: 'ready', bytes: response.data } }),
            (error: unknown) => failed(toApiError(error)),
          ),
      // The client's chunk did not arrive: the network is gone, as for any call.
      () => failed(NO_ANSWER),
    );
    return () => controller.abort();
  }, [id, key, retry]);
  return state?.key === key ? state.value : { status: 'loading' };
}
