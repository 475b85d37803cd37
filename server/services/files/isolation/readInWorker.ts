import { Worker } from 'node:worker_threads';
import {
  EXTRACTION_LIMITS,
  type ExtractionLimits,
  type FileKind,
} from '@/api/schema/filesConstants';
import { ExtractionStopped, UnreadableFile } from '../extract/index.ts';
import type { ExtractProgress } from '../extract/types.ts';
import type { FileText } from '../fileText.ts';
import type { ReadInput, ReadMessage } from './messages.ts';

const BOOTSTRAP = new URL('./workerBootstrap.mjs', import.meta.url);
/** The usual entry: every extractor `extract` knows (PDF, DOCX, text formats, and any added). */
export const READ_WORKER = new URL('./readWorker.ts', import.meta.url);

export interface IsolationOptions {
  limits?: ExtractionLimits;
  /** The worker's entry module; tests give one that misbehaves on purpose. */
  entry?: URL;
  /** Aborted when the server stops: the worker ends and the read fails with ExtractionStopped. */
  signal?: AbortSignal;
  /** Told once the worker exists, so a test can end it mid-way. */
  onStarted?: (worker: Worker) => void;
}

/** The bytes as the worker may take them without a copy: a view owning its memory alone. */
function movable(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

/**
 * Why a worker ended without an answer. Running out of memory or being killed is this file's
 * doing and final (`too_large`, `corrupt`); an exception thrown in the worker is a failure like
 * any other, retried up to the queue's limit, so a broken deploy does not mark every file.
 */
function deathOf(error: unknown, limits: ExtractionLimits): Error {
  if ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new UnreadableFile(
      'too_large',
      `Reading the file needed more than ${limits.heapMb} MB of memory.`,
    );
  if (error) return new Error(`the reading worker failed: ${String(error)}`);
  return new UnreadableFile('corrupt', 'The reader stopped while reading this file.');
}

/**
 * Reads a file in a worker thread of its own, under a heap limit and a time limit (docs/
 * assistant.md "Extraction"). Whatever the file does to its reader (runs out of memory, loops,
 * crashes), this process only sees the outcome: the passages, or an `UnreadableFile` saying why.
 * The bytes are moved to the worker, so the caller must not use them afterwards.
 */
export function readInWorker(
  kind: FileKind,
  bytes: Uint8Array,
  progress: ExtractProgress,
  options: IsolationOptions = {},
): Promise<FileText> {
  const limits = options.limits ?? EXTRACTION_LIMITS;
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new ExtractionStopped());
  const moved = movable(bytes);
  const input: ReadInput = { kind, bytes: moved, limits };
  const worker = new Worker(BOOTSTRAP, {
    workerData: { entry: (options.entry ?? READ_WORKER).href, input },
    transferList: [moved.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  });
  options.onStarted?.(worker);

  return new Promise<FileText>((resolve, reject) => {
    let settled = false;
    let answer: Error | FileText | undefined;
    // Progress runs in order; a throw (the file was deleted) stops the whole read.
    let reported: Promise<void> = Promise.resolve();
    const timer = setTimeout(
      () =>
        end(
          new UnreadableFile(
            'too_slow',
            `Reading the file took longer than ${limits.timeMs / 1000} s.`,
          ),
        ),
      limits.timeMs,
    );
    const onAbort = () => end(new ExtractionStopped());
    signal?.addEventListener('abort', onAbort, { once: true });

    function end(outcome: Error | FileText) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }

    worker.on('message', (message: ReadMessage) => {
      if (message.type === 'progress') {
        reported = reported
          .then(() => progress(message.done, message.ocr))
          .catch((error: unknown) => end(error as Error));
        return;
      }
      answer =
        message.type === 'done'
          ? message.text
          : message.type === 'unreadable'
            ? new UnreadableFile(message.reason, message.message)
            : new Error(`reading the file failed: ${message.message}`);
      void reported.then(() => end(answer!));
    });
    worker.on('error', (error) => end(deathOf(error, limits)));
    // A worker that answered may end before its last progress was written: the answer stands.
    worker.on('exit', () => void reported.then(() => end(answer ?? deathOf(null, limits))));
  });
}
