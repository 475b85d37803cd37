import type { ApiError } from '@/api/client';
import type { IntlShape } from 'react-intl';
import { FILE_LIMITS } from '@/api/schema/filesConstants';
import { formatFileSize } from '@/i18n/fileSize';

/** Why an upload was refused, by the server's answer (docs/files.md "Limits", "Types"). */
export type UploadRefusal = 'unsupported' | 'tooLarge' | 'quota' | 'empty' | 'failed';

export function uploadRefusal(error: ApiError): UploadRefusal {
  if (error.code === 'unsupported_media_type') return 'unsupported';
  if (error.code === 'payload_too_large') return error.fields?.quota ? 'quota' : 'tooLarge';
  if (error.code === 'unprocessable') return 'empty';
  return 'failed';
}

/** The translated sentence of a refusal: `files.upload.error.<refusal>`. */
export const uploadRefusalMessage = (intl: IntlShape, refusal: UploadRefusal) => ({
  id: `files.upload.error.${refusal}`,
  values: { max: formatFileSize(intl, FILE_LIMITS.fileBytes) },
});
