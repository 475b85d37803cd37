import type { StoredFile } from '@/api/schema';
import { FIXTURE_NOW } from './notesFixtures';

const MIB = 1024 * 1024;
const uuid = (n: number) => `00000000-0000-4000-a000-${n.toString(16).padStart(12, '0')}`;
const ago = (minutes: number) => new Date(FIXTURE_NOW - minutes * 60_000).toISOString();

/** A file as the list shows it; ready unless the overrides say otherwise. */
export function storedFile(n: number, overrides: Partial<StoredFile> = {}): StoredFile {
  const uploadedAt = ago(n * 90);
  return {
    id: uuid(n),
    name: `file-${n}.txt`,
    kind: 'text',
    size: 12_000 * n,
    status: 'ready',
    progress: 1,
    unreadableReason: null,
    pages: null,
    uploadedAt,
    updatedAt: uploadedAt,
    ...overrides,
  };
}

export const reportPdf = storedFile(1, {
  name: 'Quarterly report 2026.pdf',
  kind: 'pdf',
  size: Math.round(2.4 * MIB),
  pages: 12,
});
export const meetingNotes = storedFile(2, {
  name: 'Meeting notes.md',
  kind: 'markdown',
  size: 18_400,
});
export const budgetCsv = storedFile(3, { name: 'budget.csv', kind: 'csv', size: 5_300 });
export const indexingFile = storedFile(4, {
  name: 'Contract draft.docx',
  kind: 'docx',
  size: 310_000,
  status: 'indexing',
  progress: 0.45,
  uploadedAt: ago(1),
  updatedAt: ago(1),
});
export const queuedFile = storedFile(5, {
  name: 'settings.json',
  kind: 'json',
  size: 2_100,
  status: 'queued',
  progress: 0,
  uploadedAt: ago(0),
  updatedAt: ago(0),
});
export const scannedPdf = storedFile(6, {
  name: 'Scanned receipt.pdf',
  kind: 'pdf',
  size: 880_000,
  status: 'unreadable',
  progress: 0,
  unreadableReason: 'no_text',
  pages: 1,
});
export const lockedPdf = storedFile(7, {
  name: 'Payslip (password).pdf',
  kind: 'pdf',
  size: 120_000,
  status: 'unreadable',
  progress: 0,
  unreadableReason: 'encrypted',
});
export const longNameFile = storedFile(8, {
  name: `${'Minutes of the extraordinary general assembly of the residents association '.repeat(2).trim()} – final version signed.pdf`,
  kind: 'pdf',
  size: 4 * MIB,
  pages: 37,
});

/** Ready, indexing, queued and unreadable files, as the page first shows them. */
export const mixedFiles = (): StoredFile[] => [
  queuedFile,
  indexingFile,
  reportPdf,
  meetingNotes,
  budgetCsv,
  scannedPdf,
  lockedPdf,
];

export const readyFiles = (): StoredFile[] => [reportPdf, meetingNotes, budgetCsv];

export const FILES_QUOTA_BYTES = 500 * MIB;
