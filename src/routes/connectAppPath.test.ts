import { describe, expect, it } from 'vitest';
import { CONSENT_PAGE } from '@/api/schema/mcpOAuth';
import { PATHS } from './paths';

describe('the consent page address', () => {
  it('is where the server sends the OAuth flow (paths.ts imports nothing, so it is kept equal)', () => {
    expect(PATHS.connectApp).toBe(CONSENT_PAGE.path);
  });
});
