import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, fieldErrorsFromZod } from '@/api/schema';
import { HttpError, MESSAGES, RequestValidationError } from '../errors.ts';

function send(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toJSON());
}

/** Maps Fastify's own errors (parser, limits) to the envelope; anything unknown is a 500. */
function translate(error: FastifyError): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof RequestValidationError) {
    return new HttpError(
      'validation_failed',
      MESSAGES.validation,
      fieldErrorsFromZod(error.zodError),
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError('payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError('unsupported_media_type', 'Send the body as application/json.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return new HttpError('validation_failed', 'The request could not be read.', { _: 'invalid' });
  }
  if (error.statusCode === 429)
    return new HttpError('rate_limited', 'Too many attempts. Wait a moment.');
  if (error.statusCode === 413)
    return new HttpError('payload_too_large', 'The request body is too large.');
  if (error.statusCode === 415)
    return new HttpError('unsupported_media_type', 'Unsupported content type.');
  // @fastify/send refuses dotfiles and directories with 403.
  if (error.statusCode === 403) return new HttpError('forbidden', 'Not allowed.');
  if (error.statusCode === 404) return new HttpError('not_found', MESSAGES.notFound);
  // JSON.parse failures and other client mistakes Fastify flags as 400.
  if (error.statusCode === 400) {
    return new HttpError('validation_failed', 'The request could not be read.', { _: 'invalid' });
  }
  return undefined;
}

export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = translate(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, known);
    }
    // The full error stays in the log; the client only learns that it was our fault.
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope('internal', MESSAGES.internal));
  });
}

/**
 * Errors the router raises before any route or error handler runs (a URL that does not decode,
 * a parameter longer than the router allows): the envelope too, and never an echo of the URL.
 */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return send(
    reply,
    new HttpError('validation_failed', 'The address is not valid.', { _: 'invalid' }),
  );
}

export function notFound(reply: FastifyReply): FastifyReply {
  return send(reply, new HttpError('not_found', MESSAGES.notFound));
}
