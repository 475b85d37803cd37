// The e2e project's global setup: one build of the current sources in `dist/` before any file
// starts `npm start`, which then finds it fresh; so no file pays for a build or waits on one
// inside its start-up timeout.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAppBuilt } from '../../scripts/buildApp.mjs';

export default function buildAppOnce() {
  ensureAppBuilt(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist'));
}
