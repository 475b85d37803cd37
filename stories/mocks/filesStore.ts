import {
  ContentSniffer,
  DOCX_PARTS,
  FILE_LIMITS,
  safeFileName,
  type FileKind,
  type ListFilesResponse,
  type OcrPage,
  type ParsedListFilesQuery,
  type StoredFile,
  type UnreadableReason,
} from '@/api/schema';
import { zipEntryNames } from '@/api/schema/zipDirectory';
import { fixtureBytes } from './filesContent';
import { FILES_QUOTA_BYTES } from './filesFixtures';
import { FIXTURE_NOW } from './notesFixtures';

export type UploadVerdict =
  { file: StoredFile } | { refused: 'too_large' | 'quota' | 'unsupported' | 'empty' };

/** How a new upload goes through indexing, one step per time its status is asked. */
export type IndexingPlan = 'ready' | 'stalled' | UnreadableReason;

const uuid = (n: number) => `00000000-0000-4000-b000-${n.toString(16).padStart(12, '0')}`;
const STEPS = [0.3, 0.7] as const;

const SORTS: Record<ParsedListFilesQuery['sort'], (a: StoredFile, b: StoredFile) => number> = {
  uploaded: (a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id.localeCompare(a.id),
  name: (a, b) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id),
  size: (a, b) => b.size - a.size || b.id.localeCompare(a.id),
};

async function kindOf(bytes: Uint8Array, name: string): Promise<FileKind | 'empty' | null> {
  const sniffer = new ContentSniffer();
  sniffer.push(bytes);
  const verdict = sniffer.finish(name);
  if ('refused' in verdict) return verdict.refused === 'empty' ? 'empty' : null;
  if (verdict.kind !== 'zip') return verdict.kind;
  const names = await zipEntryNames(
    async (offset, length) => bytes.subarray(offset, offset + length),
    bytes.length,
  );
  return names && DOCX_PARTS.every((part) => names.includes(part)) ? 'docx' : null;
}

/**
 * An in-memory stand-in for the files service (docs/files.md) for MSW in the browser and in
 * node: the same sniffing, limits, quota and UNDO; indexing advances a step each time a pending
 * file is asked about, so a polling page sees queued → indexing → ready.
 */
export class FilesStore {
  private files: StoredFile[] = [];
  private deleted = new Map<string, StoredFile>();
  private plans = new Map<string, IndexingPlan>();
  private contents = new Map<string, Uint8Array>();
  /** The words OCR "read" on a file's pages, by file and page; stories give them. */
  private ocrPages = new Map<string, Map<number, OcrPage>>();
  private nextId = 1;
  private clock = FIXTURE_NOW;
  /** How the next uploads are indexed; stories set it. */
  plan: IndexingPlan = 'ready';

  constructor(
    private readonly initial: StoredFile[] = [],
    public quotaBytes: number = FILES_QUOTA_BYTES,
  ) {
    this.reset();
  }

  reset(): void {
    this.files = this.initial.map((file) => ({ ...file }));
    this.deleted.clear();
    this.contents.clear();
    this.ocrPages.clear();
    this.plans = new Map(
      this.initial.filter((file) => file.status !== 'ready').map((file) => [file.id, 'stalled']),
    );
    this.clock = FIXTURE_NOW;
    this.plan = 'ready';
  }

  private usedBytes(): number {
    return this.files.reduce((sum, file) => sum + file.size, 0);
  }

  /** One indexing step for a pending file; stalled files stay as they are. */
  private advance(file: StoredFile): StoredFile {
    const plan = this.plans.get(file.id) ?? 'ready';
    if (plan === 'stalled' || file.status === 'ready' || file.status === 'unreadable') return file;
    const step = STEPS.find((progress) => progress > file.progress);
    const next: StoredFile =
      file.status === 'queued'
        ? { ...file, status: 'indexing', progress: STEPS[0] }
        : step
          ? { ...file, progress: step }
          : plan === 'ready'
            ? { ...file, status: 'ready', progress: 1, pages: file.kind === 'pdf' ? 3 : null }
            : { ...file, status: 'unreadable', progress: 0, unreadableReason: plan };
    this.files = this.files.map((item) => (item.id === file.id ? next : item));
    return next;
  }

  list(query: ParsedListFilesQuery): ListFilesResponse {
    const items = this.files
      .map((file) => this.advance(file))
      .filter(
        (file) =>
          (!query.status || file.status === query.status) &&
          (!query.kind || file.kind === query.kind),
      )
      .sort(SORTS[query.sort]);
    return { items, usage: { usedBytes: this.usedBytes(), quotaBytes: this.quotaBytes } };
  }

  get(id: string): StoredFile | null {
    const file = this.files.find((item) => item.id === id);
    return file ? this.advance(file) : null;
  }

  async upload(name: string, bytes: Uint8Array): Promise<UploadVerdict> {
    if (bytes.length > FILE_LIMITS.fileBytes) return { refused: 'too_large' };
    const kind = await kindOf(bytes, name);
    if (kind === 'empty') return { refused: 'empty' };
    if (!kind) return { refused: 'unsupported' };
    if (this.usedBytes() + bytes.length > this.quotaBytes) return { refused: 'quota' };
    this.clock += 60_000;
    const at = new Date(this.clock).toISOString();
    const file: StoredFile = {
      id: uuid(this.nextId++),
      name: safeFileName(name),
      kind,
      size: bytes.length,
      status: 'queued',
      progress: 0,
      unreadableReason: null,
      pages: null,
      uploadedAt: at,
      updatedAt: at,
    };
    this.files.push(file);
    this.contents.set(file.id, bytes);
    this.plans.set(file.id, this.plan);
    return { file };
  }

  /** The bytes as uploaded, or made up for a fixture (a PDF with its pages, else lines). */
  bytes(id: string): Uint8Array {
    const file = this.files.find((item) => item.id === id)!;
    return this.contents.get(id) ?? fixtureBytes(file);
  }

  /** Gives a file its bytes and the words OCR read on its pages, as the indexer leaves them. */
  scanned(id: string, bytes: Uint8Array, pages: OcrPage[]): void {
    this.contents.set(id, bytes);
    this.ocrPages.set(id, new Map(pages.map((page) => [page.page, page])));
  }

  /** A page's OCR words, or null when it was not read by OCR (as the server answers). */
  ocrPage(id: string, page: number): OcrPage | null {
    return this.ocrPages.get(id)?.get(page) ?? null;
  }

  rename(id: string, name: string): StoredFile | null {
    const file = this.files.find((item) => item.id === id);
    if (!file) return null;
    const renamed = { ...file, name, updatedAt: new Date(this.clock).toISOString() };
    this.files = this.files.map((item) => (item.id === id ? renamed : item));
    return renamed;
  }

  remove(id: string): boolean {
    const file = this.files.find((item) => item.id === id);
    if (!file) return false;
    this.files = this.files.filter((item) => item.id !== id);
    this.deleted.set(id, file);
    return true;
  }

  restore(id: string): StoredFile | 'quota' | null {
    const file = this.deleted.get(id);
    if (!file) return null;
    if (this.usedBytes() + file.size > this.quotaBytes) return 'quota';
    this.deleted.delete(id);
    this.files.push(file);
    return file;
  }
}
