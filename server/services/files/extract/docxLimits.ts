import type { ExtractionLimits } from '@/api/schema/filesConstants';
import { zipEntries } from '@/api/schema/zipDirectory';
import { UnreadableFile } from './types.ts';

const XML_PART = /\.(xml|rels)$/i;

const tooLarge = (why: string) =>
  new UnreadableFile('too_large', `The Word document is too large to read: ${why}.`);

/**
 * Refuses a Word document whose XML would unpack past the limits, from the sizes its ZIP
 * directory declares, before anything is unpacked: a zip bomb never reaches the XML reader.
 */
export async function assertDocxWithinLimits(
  bytes: Uint8Array,
  limits: Pick<ExtractionLimits, 'docxXmlBytes' | 'docxRatio'>,
): Promise<void> {
  const entries = await zipEntries(
    async (offset, length) => bytes.subarray(offset, offset + length),
    bytes.length,
  );
  if (!entries)
    throw new UnreadableFile('corrupt', 'The Word document is damaged and cannot be read.');
  let unpacked = 0;
  let packed = 0;
  for (const entry of entries) {
    if (!XML_PART.test(entry.name)) continue;
    unpacked += entry.uncompressedBytes;
    packed += entry.compressedBytes;
  }
  const limitMb = limits.docxXmlBytes / 2 ** 20;
  if (unpacked > limits.docxXmlBytes) throw tooLarge(`its text unpacks to more than ${limitMb} MB`);
  // Tiny parts may shrink far; only a ratio over a sizeable amount says bomb.
  if (unpacked > 2 ** 20 && unpacked > packed * limits.docxRatio)
    throw tooLarge(`it unpacks to more than ${limits.docxRatio} times its size`);
}
