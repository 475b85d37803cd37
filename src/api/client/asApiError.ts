import type { ApiError } from './apiError';
import { NO_ANSWER } from './noAnswer';

// Its own module, without the schemas: the signed-in pages describe failures before the client
// (axios, zod) has loaded (docs/performance.md).

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'status' in value &&
    'message' in value
  );
}

let conversion: ((failure: unknown) => ApiError) | undefined;

/** apiError.ts hands over `toApiError` as it loads; the client loads it before its first call. */
export function provideFailureConversion(convert: (failure: unknown) => ApiError): void {
  conversion = convert;
}

/**
 * `toApiError` for code that paints before the client loads: an ApiError (all the data cache hands
 * out) is kept as it is; anything else came from the client, whose `toApiError` is loaded by then;
 * before the client has loaded, no call was answered, so it is "no answer".
 */
export function asApiError(failure: unknown): ApiError {
  if (isApiError(failure)) return failure;
  return conversion ? conversion(failure) : NO_ANSWER;
}
