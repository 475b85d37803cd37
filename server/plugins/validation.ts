import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { z } from 'zod';
import { RequestValidationError } from '../errors.ts';

/**
 * Like fastify-type-provider-zod's compiler, but keeps the ZodError itself so the error handler
 * can build `fields` with the same `fieldErrorsFromZod` the client forms use.
 */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<$ZodType>(({ schema, httpPart }) => (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error as z.ZodError, httpPart ?? 'request') };
  });
  // Every response is checked against its schema: a mismatch is a 500, never a leak.
  app.setSerializerCompiler(serializerCompiler);
}
