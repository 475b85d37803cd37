// The entry of a reading worker thread (started by `readInWorker`): reads one file into passages
// and reports progress and the outcome as messages; any extractor `extract` knows runs here.
import { parentPort, workerData } from 'node:worker_threads';
import { UnreadableFile } from '../extract/index.ts';
import { readFileText } from '../fileText.ts';
import type { ReadInput, ReadMessage } from './messages.ts';

const input = (workerData as { input: ReadInput }).input;
const say = (message: ReadMessage) => parentPort!.postMessage(message);

try {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const text = await readFileText(
    input.kind,
    bytes,
    (done, ocr) => say({ type: 'progress', done, ocr }),
    input.limits,
  );
  say({ type: 'done', text });
} catch (error) {
  say(
    error instanceof UnreadableFile
      ? { type: 'unreadable', reason: error.reason, message: error.message }
      : { type: 'failed', message: error instanceof Error ? error.message : String(error) },
  );
}
