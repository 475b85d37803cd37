/**
 * Names both ends of the wire must spell the same: the double-submit XSRF pair (docs/product.md §7)
 * and the header that makes a creation (a note, an event) safe to retry.
 */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
export const IDEMPOTENCY_HEADER_NAME = 'Idempotency-Key';
