// A worker thread's first module: the server is TypeScript, so the thread registers tsx (as
// `npm start` does for the main thread) before it loads the TypeScript entry it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
