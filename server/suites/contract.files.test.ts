import {
  FILE_LIMITS,
  FILES_PATHS,
  fileResponseSchema,
  listFilesResponseSchema,
  ocrPageResponseSchema,
  type FileResponse,
  type ListFilesResponse,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { filesHandlers, FilesStore } from '@stories/mocks/files.ts';
import { describeContract, registerStep, type Memo, type Step } from '../test/contract.ts';
import { docxWith, elfBinary, pdfWithPages, plainZip } from '../test/fileFixtures.ts';

const kept = (memo: Memo, name: string) => (memo.kept[name] as FileResponse).file.id;
// Ids, stamps and indexing progress differ between backends; what the list shows must not.
const sameFile = (body: unknown) => {
  const { name, kind, size } = (body as FileResponse).file;
  return { name, kind, size };
};
const sameNames = (body: unknown) =>
  (body as ListFilesResponse).items.map(({ name, kind }) => ({ name, kind }));

const upload = (name: string, bytes: Buffer, keepAs?: string): Step => ({
  name: `upload ${name}`,
  method: 'POST',
  path: FILES_PATHS.list,
  upload: { name, bytes },
  auth: 'session',
  ...(keepAs ? { keepAs, schema: fileResponseSchema, same: sameFile } : {}),
});
const list = (name: string, query = ''): Step => ({
  name,
  method: 'GET',
  path: `${FILES_PATHS.list}${query}`,
  auth: 'session',
  schema: listFilesResponseSchema,
  same: sameNames,
});

const text = Buffer.from('Grocery list\n\nmilk, eggs, bread\n');
const markdown = Buffer.from('# Trip\n\n- passport\n- tickets\n');

const STEPS: Step[] = [
  registerStep({
    name: 'Files',
    username: 'files_contract',
    email: 'files@contract.test',
    password: 'files-2026-ok',
  }),
  list('an empty list'),
  upload('groceries.txt', text, 'text'),
  upload('trip.md', markdown, 'markdown'),
  upload('report.txt', await pdfWithPages([['One'], ['Two']]), 'pdf'),
  upload('letter.docx', docxWith(['# Letter', 'Dear Ana']), 'docx'),
  upload('a ZIP named .pdf', plainZip()),
  upload('program.pdf', elfBinary()),
  upload('empty.txt', Buffer.alloc(0)),
  upload('huge.txt', Buffer.alloc(FILE_LIMITS.fileBytes + 1, 'a')),
  upload('../../etc/passwd', text, 'hostile'),
  list('sorted by name', '?sort=name'),
  list('only PDFs', '?kind=pdf'),
  {
    name: 'an unknown status',
    method: 'GET',
    path: `${FILES_PATHS.list}?status=lost`,
    auth: 'session',
  },
  {
    name: 'one file',
    method: 'GET',
    path: (memo) => FILES_PATHS.one(kept(memo, 'text')),
    auth: 'session',
    schema: fileResponseSchema,
    same: sameFile,
  },
  {
    name: 'a file that does not exist',
    method: 'GET',
    path: FILES_PATHS.one('00000000-0000-4000-8000-000000000000'),
    auth: 'session',
  },
  {
    name: 'OCR words of a page that was not scanned',
    method: 'GET',
    path: (memo) => FILES_PATHS.ocr(kept(memo, 'text'), 1),
    auth: 'session',
    schema: ocrPageResponseSchema,
  },
  {
    name: 'OCR words of a file that does not exist',
    method: 'GET',
    path: FILES_PATHS.ocr('00000000-0000-4000-8000-000000000000', 1),
    auth: 'session',
  },
  {
    name: 'OCR words of a page that is no number',
    method: 'GET',
    path: (memo) => `${FILES_PATHS.one(kept(memo, 'text'))}/ocr/first`,
    auth: 'session',
  },
  {
    name: 'rename',
    method: 'PATCH',
    path: (memo) => FILES_PATHS.one(kept(memo, 'text')),
    body: { name: 'dir/../Groceries ‮gpj.txt' },
    auth: 'session',
    schema: fileResponseSchema,
    same: sameFile,
  },
  {
    name: 'rename with no name',
    method: 'PATCH',
    path: (memo) => FILES_PATHS.one(kept(memo, 'text')),
    body: {},
    auth: 'session',
  },
  {
    name: 'delete',
    method: 'DELETE',
    path: (memo) => FILES_PATHS.one(kept(memo, 'markdown')),
    auth: 'session',
  },
  list('the list without it'),
  {
    name: 'a deleted file',
    method: 'GET',
    path: (memo) => FILES_PATHS.one(kept(memo, 'markdown')),
    auth: 'session',
  },
  {
    name: 'undo the delete',
    method: 'POST',
    path: (memo) => FILES_PATHS.restore(kept(memo, 'markdown')),
    auth: 'session',
    schema: fileResponseSchema,
    same: sameFile,
  },
  {
    name: 'restore a file that was not deleted',
    method: 'POST',
    path: (memo) => FILES_PATHS.restore(kept(memo, 'text')),
    auth: 'session',
  },
  list('the list with it again'),
];

describeContract(
  'contract: the files mocks answer like the real server',
  STEPS,
  () => {
    // Indexing is off on the real side, so every upload stays queued; so do the mock's.
    const files = new FilesStore();
    files.plan = 'stalled';
    return [...accountHandlers(new AccountsStore()), ...filesHandlers(files)];
  },
  { indexFiles: false },
);
