import { describe, expect, test } from 'vitest';
import { isAllowedHost, isInternalAddress, urlRefusal } from './addressRule.ts';

describe('the address rule for MCP servers', () => {
  test.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'not an address',
  ])('%s is internal', (address) => expect(isInternalAddress(address)).toBe(true));

  test.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => expect(isInternalAddress(address)).toBe(false),
  );

  test('plain http is refused unless the operator allowed the host', () => {
    expect(urlRefusal(new URL('http://mcp.example.com/mcp'), [])).toBe('insecure_url');
    expect(urlRefusal(new URL('https://mcp.example.com/mcp'), [])).toBeNull();
    expect(urlRefusal(new URL('http://127.0.0.1:4000/mcp'), ['127.0.0.1:4000'])).toBeNull();
  });

  test('an internal literal address is refused, allowed by host or host:port', () => {
    expect(urlRefusal(new URL('https://169.254.169.254/latest'), [])).toBe('blocked_address');
    expect(urlRefusal(new URL('https://[::1]:8443/mcp'), [])).toBe('blocked_address');
    expect(urlRefusal(new URL('https://user:pw@example.com/mcp'), [])).toBe('blocked_address');
    expect(isAllowedHost(new URL('http://127.0.0.1:4000/'), ['127.0.0.1'])).toBe(true);
    expect(isAllowedHost(new URL('http://127.0.0.1:4001/'), ['127.0.0.1:4000'])).toBe(false);
    expect(isAllowedHost(new URL('https://LOCALHOST/'), ['localhost:443'])).toBe(true);
  });
});
