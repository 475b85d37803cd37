import type { UploadRefusal } from './uploadError';

/** One file on its way up; once the server has it, it leaves this list for the file list. */
export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** Bytes sent so far. */
  sent: number;
  status: 'uploading' | 'failed' | 'cancelled';
  /** Why it failed, when it did. */
  refusal?: UploadRefusal;
}
