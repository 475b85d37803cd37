import { describe, expect, it } from 'vitest';
import { redirectHost, redirectUriAllowed } from './redirectUris.ts';

describe('redirectUriAllowed', () => {
  it.each([
    'https://claude.ai/api/mcp/auth_callback',
    'https://vscode.dev/redirect',
    'http://127.0.0.1:33418/callback',
    'http://localhost:6274/oauth/callback',
    'http://[::1]:8080/cb',
  ])('allows %s', (uri) => expect(redirectUriAllowed(uri)).toBe(true));

  it.each([
    'http://example.org/cb',
    'http://192.168.1.5/cb',
    'http://localhost.evil.example/cb',
    'cursor://anysphere.cursor-retrieval/oauth',
    'javascript:alert(1)',
    'https://user:pw@example.org/cb',
    'https://example.org/cb#fragment',
    'https://example.org/cb#',
    'not a url',
    `https://example.org/${'a'.repeat(2000)}`,
  ])('refuses %s', (uri) => expect(redirectUriAllowed(uri)).toBe(false));

  it('names the host, with its port, for the consent page', () => {
    expect(redirectHost('http://127.0.0.1:9/cb')).toBe('127.0.0.1:9');
    expect(redirectHost('https://claude.ai/api/mcp/auth_callback')).toBe('claude.ai');
  });
});
