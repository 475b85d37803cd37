import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '@/api/client';
import { uploadRefusal, type UploadItem } from '@/components/files/UploadProgress';
import { filesChanged, uploadFile } from '@/state/api/filesApi';
import { useAppDispatch } from '@/state/hooks';

interface Running {
  file: File;
  abort: AbortController;
}

/**
 * The uploads of this page: each file is sent at once with its progress; a cancelled one is
 * aborted (the server keeps nothing), a failed one keeps its File so Retry sends it again, and a
 * stored one leaves this list for the file list.
 */
export function useUploads() {
  const dispatch = useAppDispatch();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const running = useRef(new Map<string, Running>());
  const next = useRef(0);

  const patch = (id: string, change: Partial<UploadItem>) =>
    setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const send = useCallback(
    (id: string, file: File) => {
      const abort = new AbortController();
      running.current.set(id, { file, abort });
      uploadFile(file, {
        signal: abort.signal,
        onProgress: (sent) => patch(id, { sent }),
      }).then(
        () => {
          setUploads((list) => list.filter((item) => item.id !== id));
          running.current.delete(id);
          dispatch(filesChanged());
        },
        (error: ApiError) => {
          if (abort.signal.aborted) return;
          patch(id, { status: 'failed', refusal: uploadRefusal(error) });
        },
      );
    },
    [dispatch],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ id: `upload-${next.current++}`, file }));
      setUploads((list) => [
        ...list,
        ...added.map(({ id, file }) => ({
          id,
          name: file.name,
          size: file.size,
          sent: 0,
          status: 'uploading' as const,
        })),
      ]);
      for (const { id, file } of added) send(id, file);
    },
    [send],
  );

  const cancel = useCallback((id: string) => {
    running.current.get(id)?.abort.abort();
    patch(id, { status: 'cancelled' });
  }, []);

  const retry = useCallback(
    (id: string) => {
      const file = running.current.get(id)?.file;
      if (!file) return;
      patch(id, { status: 'uploading', sent: 0, refusal: undefined });
      send(id, file);
    },
    [send],
  );

  const dismiss = useCallback((id: string) => {
    running.current.delete(id);
    setUploads((list) => list.filter((item) => item.id !== id));
  }, []);

  return { uploads, add, cancel, retry, dismiss };
}
