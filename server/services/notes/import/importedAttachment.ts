import {
  ContentSniffer,
  FILE_LIMITS,
  KEPT_ATTACHMENT_TYPES,
  NOTE_IMPORT_LIMITS,
  NOTE_LINK_NODE,
  type NoteContent,
  type NoteImportSkip,
} from '@/api/schema';

/** A PDF or image of an imported note, checked and decoded, to be kept as a file of its user. */
export interface ImportedAttachment {
  /** Where it came from, as a skipped item would be listed (`notes.enex: Note: scan.png`). */
  name: string;
  /** The name the file is kept under. */
  fileName: string;
  kind: 'pdf' | 'image';
  bytes: Uint8Array;
}

/** An attachment as an export declares it: its bytes are read only once it may be kept. */
export interface DeclaredAttachment {
  name: string;
  /** The export's own file name; absent, one is made from the note's title. */
  fileName: string | undefined;
  mime: string;
  noteTitle: string;
  /** Its position among its note's attachments, for the made-up name. */
  index: number;
  /** Its size once decoded, known before decoding (base64's length says it). */
  size: number;
  bytes: () => Uint8Array;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/tiff': 'tiff',
};

/** How many bytes a base64 text (whitespace already removed) decodes to. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/**
 * Counts the attachments of one import and decides each: a PDF or image OCR reads (by its
 * declared type and by its bytes, never the type alone) within the file size cap is kept, up to
 * NOTE_IMPORT_LIMITS.keptAttachments; every other one is listed with its reason. Bytes are
 * decoded only for attachments that pass the type and size checks, so the work stays bounded.
 */
export function attachmentSorter() {
  let kept = 0;
  return (declared: DeclaredAttachment): ImportedAttachment | NoteImportSkip => {
    const { name } = declared;
    const mime = declared.mime.trim().toLowerCase();
    const kind = KEPT_ATTACHMENT_TYPES[mime];
    if (!kind) return { name, reason: 'attachment_not_kept' };
    if (declared.size > FILE_LIMITS.fileBytes) return { name, reason: 'attachment_too_large' };
    if (kept >= NOTE_IMPORT_LIMITS.keptAttachments) return { name, reason: 'attachment_limit' };
    const bytes = declared.bytes();
    const sniffer = new ContentSniffer();
    sniffer.push(bytes);
    const verdict = sniffer.finish('');
    if (!('kind' in verdict) || verdict.kind !== kind)
      return { name, reason: 'attachment_not_kept' };
    kept++;
    const fallback = `${declared.noteTitle.slice(0, 100)} ${declared.index + 1}.${EXTENSIONS[mime]}`;
    return { name, fileName: declared.fileName?.trim() || fallback, kind, bytes };
  };
}

export const isKept = (
  decided: ImportedAttachment | NoteImportSkip,
): decided is ImportedAttachment => 'bytes' in decided;

/** The note's document with a link to each kept file after it, one a paragraph. */
export function withFileLinks(content: NoteContent, fileIds: string[]): NoteContent {
  if (!fileIds.length) return content;
  return {
    ...content,
    content: [
      ...(content.content ?? []),
      ...fileIds.map((id) => ({
        type: 'paragraph',
        content: [{ type: NOTE_LINK_NODE, attrs: { noteId: id, kind: 'file' } }],
      })),
    ],
  };
}
