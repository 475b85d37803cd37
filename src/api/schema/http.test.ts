import { describe, expect, it } from 'vitest';
import { listConversationsQuerySchema } from './agent';
import { listNotesQuerySchema } from './notes';

// Both lists read their page through cursorPageQuery, so they must accept and refuse alike.
describe.each([
  ['notes', listNotesQuerySchema],
  ['conversations', listConversationsQuerySchema],
])('the %s list query', (_name, schema) => {
  it('reads the limit from text and defaults it', () => {
    expect(schema.parse({})).toMatchObject({ limit: 30 });
    expect(schema.parse({ limit: '100', cursor: 'abc_-1' })).toMatchObject({
      limit: 100,
      cursor: 'abc_-1',
    });
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ cursor: 'a/b' }, 'cursor'],
    [{ cursor: 'x'.repeat(513) }, 'cursor'],
  ])('refuses %j on its %s field', (query, field) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
