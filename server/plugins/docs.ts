import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests. Served as
 * JSON only: a UI page needs inline scripts the Content-Security-Policy forbids; paste the JSON
 * into any OpenAPI viewer instead.
 */
export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quire API',
        version,
        description: 'Errors use the envelope { error: { code, message, fields? } }.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Fills components.schemas with the schemas the routes' $refs point at.
    transformObject: jsonSchemaTransformObject,
  });
  app.get(DOCS_PATH, { schema: { hide: true } }, async () => app.swagger());
}
