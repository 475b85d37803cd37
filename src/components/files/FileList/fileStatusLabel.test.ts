import { describe, expect, it } from 'vitest';
import type { StoredFile } from '@/api/schema';
import { fileStatusLabel } from './fileStatusLabel';

const file = (overrides: Partial<StoredFile>): StoredFile => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'scan.pdf',
  kind: 'pdf',
  size: 1,
  status: 'indexing',
  progress: 0.3,
  unreadableReason: null,
  pages: null,
  uploadedAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

describe('fileStatusLabel', () => {
  it('names the scanned page OCR is reading, of how many', () => {
    expect(fileStatusLabel(file({ ocr: { page: 3, pages: 12 } }))).toEqual({
      id: 'files.status.ocrPage',
      values: { progress: 0.3, page: 3, pages: 12 },
    });
  });

  it('says an image is being read, without pages', () => {
    expect(fileStatusLabel(file({ kind: 'image', ocr: { page: 1, pages: 1 } })).id).toBe(
      'files.status.ocrImage',
    );
  });

  it('says indexing while no OCR reads, and the status once the file has ended', () => {
    expect(fileStatusLabel(file({})).id).toBe('files.status.indexing');
    const ended = { ocr: { page: 1, pages: 1 }, progress: 1 } as const;
    expect(fileStatusLabel(file({ ...ended, status: 'ready' })).id).toBe('files.status.ready');
  });
});
