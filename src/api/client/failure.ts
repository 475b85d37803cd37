import { WRONG_SERVICES } from '@/config';

export interface FailureMeta {
  status: number;
  /** Seconds from a `Retry-After` header, when the server sent one. */
  retryAfterSeconds?: number;
}

// A failed call rejects with the server's body itself, else 'Wrong Services' (docs/product.md §7),
// so status and headers ride alongside in a WeakMap instead of being mixed into what was sent.
const metaByBody = new WeakMap<object, FailureMeta>();

export function failureMeta(failure: unknown): FailureMeta | undefined {
  return typeof failure === 'object' && failure !== null ? metaByBody.get(failure) : undefined;
}

function hasBody(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  if (typeof data === 'string') return data.trim().length > 0;
  return true;
}

/** Parses a Retry-After value given in seconds or as an HTTP date. */
export function parseRetryAfter(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A call that asked for bytes (a download) still gets its error as JSON: read it as such. */
function decoded(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer)) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    return undefined;
  }
}

export function toFailure(
  response: { status: number; data: unknown; retryAfter?: unknown } | undefined,
): unknown {
  const body = decoded(response?.data);
  if (!response || !hasBody(body)) return WRONG_SERVICES;
  if (typeof body === 'object' && body !== null) {
    const retryAfterSeconds = parseRetryAfter(response.retryAfter);
    metaByBody.set(body, {
      status: response.status,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
  return body;
}
