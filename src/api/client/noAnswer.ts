import { WRONG_SERVICES } from '@/config';
import type { ApiError } from './apiError';

// Its own module: code that only needs this stays clear of toApiError and the schemas it reads.

/** The failure when no answer came back. */
export const NO_ANSWER: ApiError = {
  status: 'FETCH_ERROR',
  code: 'wrong_services',
  message: WRONG_SERVICES,
};
