import { describe, expect, it } from 'vitest';
import { requestOriginAllowed } from './requestOrigin.ts';

const PUBLIC = 'https://quire.example.org';

describe('requestOriginAllowed (DNS rebinding)', () => {
  it('allows loopback hosts and the public host, with no Origin (a desktop client)', () => {
    for (const host of ['127.0.0.1:3000', 'localhost', '[::1]:8080', 'quire.example.org'])
      expect(requestOriginAllowed({ host }, PUBLIC), host).toBe(true);
  });

  it('refuses any other Host, as a rebound name would send', () => {
    for (const host of ['evil.example', 'quire.example.org.evil.example', '10.0.0.2:3000', ''])
      expect(requestOriginAllowed({ host }, PUBLIC), host).toBe(false);
    expect(requestOriginAllowed({}, PUBLIC)).toBe(false);
  });

  it('allows loopback origins and the public origin; refuses others and junk', () => {
    const host = 'quire.example.org';
    expect(requestOriginAllowed({ host, origin: PUBLIC }, PUBLIC)).toBe(true);
    expect(requestOriginAllowed({ host, origin: 'http://localhost:6274' }, PUBLIC)).toBe(true);
    expect(requestOriginAllowed({ host, origin: 'https://evil.example' }, PUBLIC)).toBe(false);
    expect(requestOriginAllowed({ host, origin: 'http://quire.example.org' }, PUBLIC)).toBe(false);
    expect(requestOriginAllowed({ host, origin: 'null' }, PUBLIC)).toBe(false);
  });

  it('without a public origin, only loopback', () => {
    expect(requestOriginAllowed({ host: '127.0.0.1:3000' }, undefined)).toBe(true);
    expect(requestOriginAllowed({ host: 'quire.example.org' }, undefined)).toBe(false);
  });
});
