import { NOTE_IMPORT_FIELD } from '@/api/schema';
import { HttpError } from '../../../errors.ts';

/** Why a whole upload is refused (nothing is written); the client translates each. */
export type RefusalReason =
  | 'too_complex'
  | 'unsafe_path'
  | 'too_large'
  | 'external_entity'
  | 'unsupported_type'
  | 'unreadable';

const MESSAGES: Record<RefusalReason, string> = {
  too_complex: 'The file nests too deeply to import.',
  unsafe_path: 'The archive holds a path outside itself.',
  too_large: 'The upload is larger than an import may be.',
  external_entity: 'The file declares a document type or entities, which are not imported.',
  unsupported_type: 'Import Markdown, text, a .zip of them, an Evernote .enex or a Keep .json.',
  unreadable: 'The file could not be read.',
};

/** A hostile or unusable upload: the import stops before anything is written. */
export class ImportRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(MESSAGES[reason]);
  }
}

/** The answer an ImportRefused becomes: 413 for size, 415 for type, else 422 on the file field. */
export function refusalError(refusal: ImportRefused): HttpError {
  if (refusal.reason === 'too_large') return new HttpError('payload_too_large', refusal.message);
  if (refusal.reason === 'unsupported_type')
    return new HttpError('unsupported_media_type', refusal.message);
  const field = refusal.reason === 'too_complex' ? 'too_complex' : 'invalid';
  return new HttpError('unprocessable', refusal.message, { [NOTE_IMPORT_FIELD]: field });
}
