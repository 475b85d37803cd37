import { describe, expect, it } from 'vitest';
import { resetRequestSchema } from './accounts';
import { resetTokenFrom } from './resetToken';

const long = (length: number) => 'a'.repeat(length);

describe('resetTokenFrom', () => {
  it.each([
    ['a missing token', null],
    ['an empty token', ''],
    ['a token one short', long(15)],
    ['the shortest token', long(16)],
    ['a usual token', 'Zq3-8xVt_0kLmN4pQrS7uVwX9yZaBcDe'],
    ['the longest token', long(256)],
    ['a token one too long', long(257)],
    ['a token with NUL', `${long(20)}\u0000`],
    ['a token with a lone surrogate', `${long(20)}\uD800`],
    ['a token with an emoji', `${long(20)}😀`],
  ])('agrees with the schema on %s', (_case, value) => {
    const schema = resetRequestSchema.shape.token.safeParse(value);
    expect(resetTokenFrom(value)).toBe(schema.success ? schema.data : undefined);
  });
});
