import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { withTestServer } from '../test/server.ts';

describe('the OpenAPI document at /api/docs', () => {
  const server = withTestServer();

  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    const response = await server.client.call('GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { components?: { schemas?: Record<string, unknown> } };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    const refs = [...response.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    for (const name of new Set(refs))
      expect(document.components?.schemas, name).toHaveProperty(name);
  });
});
