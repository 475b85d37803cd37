// A reading worker that misbehaves on purpose, chosen by the file's first word: `hog` fills its
// heap until the limit ends it, `hang` reports progress and never answers; others read as usual.
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadInput, ReadMessage } from '../services/files/isolation/messages.ts';

const { bytes } = (workerData as { input: ReadInput }).input;
const word = Buffer.from(bytes.subarray(0, 4)).toString();

if (word === 'hog ') {
  const hoard: number[][] = [];
  for (;;) hoard.push(new Array<number>(1_000_000).fill(hoard.length + 0.5));
} else if (word === 'hang') {
  parentPort!.postMessage({ type: 'progress', done: 0.5 } satisfies ReadMessage);
  setInterval(() => undefined, 60_000);
} else {
  await import('../services/files/isolation/readWorker.ts');
}
