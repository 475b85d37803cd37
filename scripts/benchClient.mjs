// The benchmarks' HTTP side: a minimal API client and a fresh account to measure with.
import { randomBytes } from 'node:crypto';

/**
 * A minimal API client: keeps the XSRF cookie and echoes it as the server requires. `form` sends
 * a FormData (an upload) as it is.
 */
export function apiClient(base) {
  let xsrf;
  return async (method, url, { token, body, form } = {}) => {
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (xsrf) Object.assign(headers, { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf });
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie) xsrf = cookie[1];
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/**
 * Registers a new user through the API; resolves to `{ token, user }`. `identity` names the
 * account (`{ name, username }`) where a random bench name would show, as in the README's pictures.
 */
export async function signUp(call, identity) {
  await call('GET', '/account/me');
  const id = randomBytes(4).toString('hex');
  const response = await call('POST', '/account/register', {
    body: {
      name: identity?.name ?? `Bench ${id}`,
      username: identity?.username ?? `bench_${id}`,
      email: `bench${id}@example.test`,
      password: `bench-${id}-password`,
    },
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Signs up a user and gives them `notes` notes (the first two pinned); resolves to the token. */
export async function seedUser(base, notes) {
  const call = apiClient(base);
  const { token } = await signUp(call);
  for (let i = 1; i <= notes; i++) {
    const text = `Bench note ${i}: agenda, follow-ups and a short list of things to remember.`;
    const response = await call('POST', '/notes', {
      token,
      body: {
        title: `Note ${i}`,
        plainText: text,
        content: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
        },
        pinned: i <= 2,
      },
    });
    if (response.status !== 201) throw new Error(`creating a note failed: ${response.status}`);
  }
  return token;
}
