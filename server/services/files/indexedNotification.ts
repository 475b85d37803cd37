import type { Queryable } from '../../db/index.ts';
import { addNotification } from '../notifications.ts';

/** A file as its indexing left it. */
export interface FinishedFile {
  id: string;
  user_id: string;
  name: string;
  status: string;
  unreadable_reason: string | null;
}

/** Tells the owner a file is ready to ask about, or could not be read and why; opens the file. */
export async function notifyIndexed(tx: Queryable, file: FinishedFile): Promise<void> {
  await addNotification(tx, {
    userId: file.user_id,
    kind: 'file_indexed',
    // As fileLink in src/routes/paths.ts builds it.
    target: `/file_assistant?${new URLSearchParams({ file: file.id }).toString()}`,
    title: file.name,
    payload: { fileId: file.id, ready: file.status === 'ready', reason: file.unreadable_reason },
  });
}
