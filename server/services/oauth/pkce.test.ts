import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pkceMatches } from './pkce.ts';

const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
// RFC 7636 Appendix B's example pair.
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('pkceMatches', () => {
  it('accepts the verifier a challenge was made from (RFC 7636 Appendix B)', () => {
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    expect(pkceMatches(verifier, challenge)).toBe(true);
  });

  it('refuses another verifier, a plain challenge, and malformed values', () => {
    expect(pkceMatches(`${verifier.slice(0, -1)}Y`, challenge)).toBe(false);
    expect(pkceMatches(verifier, verifier)).toBe(false);
    expect(pkceMatches('short', challenge)).toBe(false);
    expect(pkceMatches(`${verifier}!`, challenge)).toBe(false);
    expect(pkceMatches(verifier, `${challenge}=`)).toBe(false);
  });
});
