import { z } from 'zod';
import { NOTE_IMPORT_FIELD, NOTE_TRANSFER_PATHS, noteImportResultSchema } from '@/api/schema';
import { type Step, UNKNOWN_ID } from './contract.ts';
import { kept } from './notesContract.ts';

const trip = Buffer.from('---\ntitle: Lisbon trip\n---\n\nPack the passport.\n\nBook the train.\n');
const upload = (name: string, bytes: Buffer) => ({ name, bytes, field: NOTE_IMPORT_FIELD });
const importStep = (name: string, path: string, file: string, bytes: Buffer): Step => ({
  name,
  method: 'POST',
  path,
  upload: upload(file, bytes),
  auth: 'session',
  schema: noteImportResultSchema,
  same: (body) => body,
});
const download = (name: string, path: Step['path']): Step => ({
  name,
  method: 'GET',
  path,
  auth: 'session',
  schema: z.object({ download: z.string() }),
  same: (body) => body,
});

/** Import of a Markdown file (preview, apply, again as a duplicate), a refused type, and export. */
export const NOTE_TRANSFER_STEPS: Step[] = [
  importStep(
    'import preview: one Markdown file',
    NOTE_TRANSFER_PATHS.importPreview,
    'trip.md',
    trip,
  ),
  importStep('import it', NOTE_TRANSFER_PATHS.import, 'trip.md', trip),
  importStep(
    'the same file again is a duplicate',
    NOTE_TRANSFER_PATHS.importPreview,
    'trip.md',
    trip,
  ),
  {
    name: 'import refuses a type it does not read',
    method: 'POST',
    path: NOTE_TRANSFER_PATHS.import,
    upload: upload('scan.pdf', Buffer.from('%PDF-1.7\n')),
    auth: 'session',
  },
  download('export every note as a .zip', NOTE_TRANSFER_PATHS.exportAll),
  download('export one note as Markdown', (memo) =>
    NOTE_TRANSFER_PATHS.exportOne(kept(memo, 'groceries').id),
  ),
  {
    name: 'export of an unknown note',
    method: 'GET',
    path: NOTE_TRANSFER_PATHS.exportOne(UNKNOWN_ID),
    auth: 'session',
  },
];
