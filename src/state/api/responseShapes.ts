import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * Most answers wrap their one object in an envelope (`{ note }`, `{ event }`): the endpoint
 * validates the envelope against its schema and hands the cache what it wraps.
 */
export function unwrap<Envelope, Key extends keyof Envelope>(
  schema: StandardSchemaV1<Envelope>,
  key: Key,
) {
  return {
    rawResponseSchema: schema,
    transformResponse: (response: Envelope) => response[key],
  };
}

/** A list read page by page, each page naming the cursor of the next (null after the last). */
export function pagedBy<Key extends string>(key: Key) {
  return {
    initialPageParam: null,
    getNextPageParam: (last: Record<Key, string | null>) => last[key],
  };
}
