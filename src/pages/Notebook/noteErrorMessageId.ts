import type { ApiError } from '@/state/api/apiError';

/**
 * The message id that says why a note could not be saved: the size and nesting limits get
 * their own sentence (what to do about it), anything else the code's general one.
 */
export function noteErrorMessageId(error: Pick<ApiError, 'code' | 'fields'>): string {
  if (error.code === 'payload_too_large') return 'notes.error.tooLarge';
  if (error.code === 'validation_failed' && error.fields?.content === 'too_complex')
    return 'fieldErrors.too_complex';
  return `errors.${error.code}`;
}
