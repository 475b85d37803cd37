import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this go out as they are: compressing them saves nothing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API responses (Brotli, else gzip) on the fly. Built files are compressed at build
 * time and sent as they are (their Content-Encoding is already set, so this leaves them alone);
 * `text/event-stream` is never compressed, because a compressor buffers and an event stream
 * must reach the client as it is written (docs/performance.md).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
