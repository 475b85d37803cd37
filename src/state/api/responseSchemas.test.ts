import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { loadResponseSchema, RESPONSE_SCHEMA_NAMES } from './responseSchemas';

describe('the response schemas, loaded by name', () => {
  it.each(RESPONSE_SCHEMA_NAMES)('loads %s as a zod schema', async (name) => {
    expect(await loadResponseSchema(name)).toBeInstanceOf(ZodType);
  });

  it('loads the same schema on every ask', async () => {
    expect(await loadResponseSchema('noteResponse')).toBe(await loadResponseSchema('noteResponse'));
  });

  it('knows no other name', () => {
    // Never run: the type check proves an unknown name does not compile.
    const unknownName = () =>
      // @ts-expect-error 'noteAnswer' is not a response schema's name
      loadResponseSchema('noteAnswer');
    expect(unknownName).toBeTypeOf('function');
  });
});
