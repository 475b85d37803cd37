// A second server process's indexer, for the crash test: it takes one job, says which, and then
// hangs mid-extraction until the test kills it (SIGKILL: no clean-up of any kind).
import { createDatabase } from '../db/database.ts';
import { createIndexer } from '../services/files/indexer.ts';

const db = createDatabase({
  connectionString: process.env.DATABASE_URL!,
  onError: () => undefined,
});
const indexer = createIndexer(db, {
  log: { error: (error) => console.error(error) },
  read: async () => {
    console.log('TAKEN');
    return new Promise(() => undefined);
  },
});
void indexer.runOnce();
