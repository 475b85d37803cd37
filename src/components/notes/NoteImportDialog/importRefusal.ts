import type { ApiError } from '@/api/client';
import { NOTE_IMPORT_FIELD, NOTE_IMPORT_LIMITS } from '@/api/schema/noteTransfer';

/** Why the dialog will not send the chosen files, or why the server refused them whole. */
export type ImportRefusal = 'too_large' | 'too_many' | 'unsupported' | 'invalid' | 'too_complex';

/** Checked before sending: the server would refuse these whole anyway. */
export function refusalOf(files: readonly File[]): ImportRefusal | null {
  if (files.length > NOTE_IMPORT_LIMITS.uploadFiles) return 'too_many';
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return bytes > NOTE_IMPORT_LIMITS.uploadBytes ? 'too_large' : null;
}

/** The server's refusal of a whole upload (nothing written), or null for any other failure. */
export function refusalFrom(error: ApiError): ImportRefusal | null {
  if (error.code === 'payload_too_large') return 'too_large';
  if (error.code === 'unsupported_media_type') return 'unsupported';
  const field = error.fields?.[NOTE_IMPORT_FIELD];
  if (field === 'too_complex') return 'too_complex';
  if (field === 'invalid') return 'invalid';
  return null;
}
