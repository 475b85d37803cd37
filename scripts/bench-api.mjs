// `npm run bench:api`: autocannon against the supervisor as `npm start` runs it (own embedded
// PostgreSQL, temp DATA_DIR) on 127.0.0.1, with one worker and then with one per core; each run is
// bounded in requests and seconds. Prints requests/s, p50 and p99.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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

/** Starts a private supervisor with `workers` workers and measures every case against it. */
async function measure(workers) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-'));
  // The login limit would turn most of the benchmark into 429s: lift it for this private server.
  const server = await startChildServer({
    dataDir,
    entry: 'supervisor',
    env: { RATE_LIMIT_LOGIN: '1000000', LOG_LEVEL: 'warn', QUIRE_WORKERS: String(workers) },
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
      rows.push({
        route: c.name,
        workers,
        connections: c.connections,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        '2xx': result['2xx'],
        'non-2xx/errors': result.non2xx + result.errors + result.timeouts,
      });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cores = availableParallelism();
const rows = [];
for (const workers of new Set([1, cores])) rows.push(...(await measure(workers)));
rows.sort((a, b) => a.route.localeCompare(b.route) || a.workers - b.workers);
console.log(
  `\nAPI benchmark on 127.0.0.1 (Node ${process.version}, embedded PostgreSQL, ${cores} cores; ` +
    'the load generator shares them)\n',
);
console.log(`| ${Object.keys(rows[0]).join(' | ')} |`);
console.log(
  `| ${Object.keys(rows[0])
    .map(() => '---')
    .join(' | ')} |`,
);
for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`);
if (rows.some((row) => row['non-2xx/errors'] > 0)) process.exitCode = 1;
