/** Reads `length` bytes at `offset` of a stored file (fewer at its end). */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The end record may be followed by a comment of up to 64 KiB. */
const EOCD_SEARCH = EOCD_SIZE + 0xffff;
/** Word documents have a few dozen parts; a directory far larger is not one. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

/** One entry of a ZIP archive's central directory, as the archive declares it. */
export interface ZipEntry {
  name: string;
  compressedBytes: number;
  /** What the entry unpacks to; 0xFFFFFFFF (ZIP64) reads as at least 4 GiB, i.e. too large. */
  uncompressedBytes: number;
}

/**
 * The entries of a ZIP archive with their sizes, read from its central directory (the end of the
 * file) without unpacking anything; `null` when the bytes are not a well-formed archive.
 */
export async function zipEntries(read: ReadRange, size: number): Promise<ZipEntry[] | null> {
  if (size < EOCD_SIZE) return null;
  const tailStart = Math.max(0, size - EOCD_SEARCH);
  const tail = await read(tailStart, size - tailStart);
  let end = -1;
  for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
    if (u32(tail, at) === EOCD_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(tail, end + 10);
  const directorySize = u32(tail, end + 12);
  const directoryOffset = u32(tail, end + 16);
  if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > tailStart + end)
    return null;
  const directory = await read(directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || u32(directory, at) !== ENTRY_SIGNATURE) return null;
    const nameLength = u16(directory, at + 28);
    const extraLength = u16(directory, at + 30);
    const commentLength = u16(directory, at + 32);
    if (at + 46 + nameLength > directory.length) return null;
    entries.push({
      name: decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)),
      compressedBytes: u32(directory, at + 20),
      uncompressedBytes: u32(directory, at + 24),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry names of a ZIP archive (see `zipEntries`). */
export async function zipEntryNames(read: ReadRange, size: number): Promise<string[] | null> {
  return (await zipEntries(read, size))?.map((entry) => entry.name) ?? null;
}
