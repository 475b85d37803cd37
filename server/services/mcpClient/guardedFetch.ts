import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isAllowedHost, isInternalAddress } from './addressRule.ts';

/** Raised when a name resolves to an internal address the operator did not allow. */
export class BlockedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an internal address`);
  }
}

/**
 * A `fetch` for a user's MCP server that checks the address it actually connects to: a name
 * resolving to an internal address is refused at connect time (so DNS rebinding gains nothing),
 * unless the operator allowed the host. Redirects are not followed.
 */
export function guardedFetch(allowedHosts: readonly string[]): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const allowed = isAllowedHost(url, allowedHosts);
    const lookup: LookupFunction = (hostname, options, callback) =>
      dnsLookup(hostname, { ...options, all: true }, (error, found) => {
        if (error) return callback(error, '', 0);
        const addresses = found as unknown as LookupAddress[];
        if (!allowed && addresses.some((a) => isInternalAddress(a.address)))
          return callback(new BlockedAddressError(hostname), '', 0);
        if (options.all) return (callback as unknown as AllCallback)(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    const headers = new Headers(init.headers);
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : Buffer.from(await new Response(init.body).arrayBuffer());
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(headers),
          lookup,
          signal: init.signal ?? undefined,
        },
        (response) => {
          const status = response.statusCode ?? 502;
          const answer = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            for (const one of [value ?? []].flat()) answer.append(name, one);
          const hasBody = status !== 204 && status !== 304 && init.method !== 'HEAD';
          resolve(
            new Response(
              hasBody ? (Readable.toWeb(response) as ReadableStream<Uint8Array>) : null,
              { status, headers: answer },
            ),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
