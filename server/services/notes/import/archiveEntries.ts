import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import {
  FILE_LIMITS,
  NOTE_IMPORT_LIMITS,
  type NoteImportSkip,
  type NoteImportSkipReason,
} from '@/api/schema';
import { ImportRefused } from './importRefused.ts';

/** One file to import, by its path inside the upload (forward slashes, no leading slash). */
export interface SourceFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * Compressed bytes fed to the inflater at a time: one slice can unpack to at most about a
 * thousand times its size, so a bomb is caught after a few MiB rather than after all of them.
 */
const SLICE = 16 * 1024;

type TooLarge = Extract<NoteImportSkipReason, 'too_large' | 'attachment_too_large'>;

/** A path that could land outside the archive's folder, or mean something else elsewhere. */
export function isUnsafePath(path: string): boolean {
  return (
    path.startsWith('/') ||
    path.includes('\\') ||
    /^[a-z]:/i.test(path) ||
    path.includes('\0') ||
    path.split('/').some((segment) => segment === '..')
  );
}

/** Entries no one means to import: folders, macOS resource forks, hidden files and folders. */
const isNoise = (path: string) =>
  path.endsWith('/') ||
  path.split('/').some((segment) => segment.startsWith('.') || segment === '__MACOSX');

/**
 * Unpacks the entries `wanted` accepts from a ZIP archive, refusing the whole archive (nothing is
 * written) on an unsafe path, too many entries or too many unpacked bytes in all; an entry larger
 * than one note may be is skipped, the rest kept. Entries `isMedia` accepts (attachments a note
 * may name) come apart in `media`, each up to the size of a file.
 */
export function unpackArchive(
  archive: Uint8Array,
  wanted: (path: string) => boolean,
  isMedia: (path: string) => boolean = () => false,
): { files: SourceFile[]; media: SourceFile[]; skipped: NoteImportSkip[] } {
  const files: SourceFile[] = [];
  const media: SourceFile[] = [];
  const skipped: NoteImportSkip[] = [];
  let entries = 0;
  let unpacked = 0;
  let declared = 0;
  let failure: ImportRefused | null = null;

  const take = (file: UnzipFile, into: SourceFile[], cap: number, tooLarge: TooLarge) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let dropped = false;
    // The declared size says at once what is too large; the inflated bytes confirm it below.
    if ((file.originalSize ?? 0) > cap) {
      skipped.push({ name: file.name, reason: tooLarge });
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (failure || dropped) return;
      if (error) {
        failure = new ImportRefused('unreadable');
        return;
      }
      size += chunk.length;
      unpacked += chunk.length;
      // An entry unpacking past the size it declares lies about itself: a bomb.
      const lies = (file.originalSize ?? 0) > 0 && size > file.originalSize!;
      if (lies || unpacked > NOTE_IMPORT_LIMITS.unpackedBytes) {
        failure = new ImportRefused('too_large');
        file.terminate();
        return;
      }
      if (size > cap) {
        dropped = true;
        skipped.push({ name: file.name, reason: tooLarge });
        chunks.length = 0;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) into.push({ path: file.name, bytes: Buffer.concat(chunks) });
    };
    file.start();
  };

  const unzip = new Unzip((file) => {
    if (failure) return;
    // Sizes as declared add up first, so an honest bomb is refused before anything unpacks.
    declared += file.originalSize ?? 0;
    if (
      ++entries > NOTE_IMPORT_LIMITS.archiveEntries ||
      declared > NOTE_IMPORT_LIMITS.unpackedBytes
    )
      failure = new ImportRefused('too_large');
    else if (isUnsafePath(file.name)) failure = new ImportRefused('unsafe_path');
    else if (isNoise(file.name)) return;
    else if (wanted(file.name)) take(file, files, NOTE_IMPORT_LIMITS.noteSourceBytes, 'too_large');
    else if (isMedia(file.name)) take(file, media, FILE_LIMITS.fileBytes, 'attachment_too_large');
    else skipped.push({ name: file.name, reason: 'unsupported_type' });
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < archive.length && !failure; at += SLICE)
      unzip.push(archive.subarray(at, at + SLICE), at + SLICE >= archive.length);
  } catch {
    throw new ImportRefused('unreadable');
  }
  if (failure) throw failure;
  return { files, media, skipped };
}
