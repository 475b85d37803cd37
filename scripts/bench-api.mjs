// `npm run bench:api`: autocannon against a real server (own embedded PostgreSQL, temp DATA_DIR)
// on 127.0.0.1; each run is bounded in requests and seconds. Prints requests/s, p50 and p99.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

register();
const { startChildServer } = await import('../server/test/childServer.ts');

const XSRF = 'bench-xsrf-token-0123456789';
const JSON_HEADERS = {
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
};
const user = {
  name: 'Bench User',
  username: 'bench_user',
  email: 'bench@example.test',
  password: 'bench-password-1',
};

const CASES = [
  // A session lookup: one indexed query per request.
  {
    name: 'GET /api/account/me',
    method: 'GET',
    path: '/api/account/me',
    connections: 10,
    seconds: 10,
    maxRequests: 50_000,
  },
  // scrypt makes every sign-in cost ~32 MiB and tens of ms of CPU on purpose.
  {
    name: 'POST /api/account/login',
    method: 'POST',
    path: '/api/account/login',
    connections: 4,
    seconds: 10,
    maxRequests: 2_000,
  },
];

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-'));
// The login limit would turn most of the benchmark into 429s: lift it for this private server.
const server = await startChildServer({
  dataDir,
  entry: 'server',
  env: { RATE_LIMIT_LOGIN: '1000000', LOG_LEVEL: 'warn' },
});
try {
  const res = await fetch(`${server.url}/api/account/register`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(user),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { token } = await res.json();

  const rows = [];
  for (const c of CASES) {
    const result = await run({
      url: `${server.url}${c.path}`,
      method: c.method,
      connections: c.connections,
      duration: c.seconds,
      maxOverallRequests: c.maxRequests,
      headers: c.method === 'GET' ? { authorization: `Bearer ${token}` } : JSON_HEADERS,
      body:
        c.method === 'POST'
          ? JSON.stringify({ identifier: user.username, password: user.password })
          : undefined,
    });
    const ok = result['2xx'];
    const failed = result.non2xx + result.errors + result.timeouts;
    rows.push({
      route: c.name,
      connections: c.connections,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': ok,
      'non-2xx/errors': failed,
    });
  }
  console.log(`\nAPI benchmark on ${server.url} (Node ${process.version}, embedded PostgreSQL)\n`);
  console.log(`| ${Object.keys(rows[0]).join(' | ')} |`);
  console.log(
    `| ${Object.keys(rows[0])
      .map(() => '---')
      .join(' | ')} |`,
  );
  for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`);
  if (rows.some((row) => row['non-2xx/errors'] > 0)) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
