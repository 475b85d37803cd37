// `npm run bench:calendar`: 2,000 events (a quarter of them recurring) for one user on the real
// server serving the built app (own embedded PostgreSQL, temp DATA_DIR, 127.0.0.1); prints p50/p99
// of the month and week range queries and of a month in year 9000 over three endless daily
// series, then the month view's render time in Debian's Chromium
// (docs/calendar.md "Benchmark"). `--renders N` sets the renders measured (default 20).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { buildApp } from './buildApp.mjs';
import { ensureChromium } from './chromium.mjs';
import { measureMonthRender } from './bench-calendar-render.mjs';

register();
const { startChildServer } = await import('../server/test/childServer.ts');
const { TOKEN_STORAGE_KEY } = await import('../src/config.ts');

const EVENTS = 2_000;
const RUNS = 100;
const rendersAt = process.argv.indexOf('--renders');
const RENDERS = rendersAt >= 0 ? Number(process.argv[rendersAt + 1]) : 20;
const XSRF = 'bench-xsrf-token-0123456789';
const HEADERS = {
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
};
const ZONE = 'Europe/Bucharest';
const RECURRENCES = [
  { frequency: 'weekly', weekdays: ['MO', 'WE'] },
  { frequency: 'daily', count: 30 },
  { frequency: 'monthly', monthlyBy: 'weekday' },
  { frequency: 'weekly', interval: 2, until: '2026-12-31' },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const chromePath = ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-calendar-'));
const distDir = path.join(dataDir, 'dist');
console.log(`Built the app in ${buildApp(distDir).toFixed(1)} s`);
const server = await startChildServer({
  dataDir,
  entry: 'server',
  env: { LOG_LEVEL: 'warn', STATIC_DIR: distDir },
});
try {
  const registered = await fetch(`${server.url}/api/account/register`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      name: 'Bench',
      username: 'bench_cal',
      email: 'bench@cal.test',
      password: 'bench-calendar-1',
    }),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const { token } = await registered.json();
  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  const base = `${server.url}/api/calendars/bench_cal`;
  const createEvent = async (title, start, recurrence) => {
    const res = await fetch(`${base}/events`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        timeZone: ZONE,
        recurrence,
      }),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  };
  const rows = [];
  const measure = async (name, from, to, runs) => {
    const times = [];
    let count = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/events?${new URLSearchParams({ from, to })}`, {
        headers: auth,
      });
      const body = await res.json();
      times.push(performance.now() - started);
      count = body.items.length;
    }
    times.sort((a, b) => a - b);
    rows.push({
      range: name,
      occurrences: count,
      'p50 ms': percentile(times, 50).toFixed(1),
      'p99 ms': percentile(times, 99).toFixed(1),
    });
  };
  // Spread over 2026, a month holding about 1,000 occurrences once series are expanded.
  for (let i = 0; i < EVENTS; i += 1) {
    const start = new Date(Date.UTC(2026, 0, 1, 6 + (i % 10)) + (i % 365) * 86_400_000);
    await createEvent(
      `Event ${i}`,
      start,
      i % 4 === 0 ? RECURRENCES[(i / 4) % RECURRENCES.length] : null,
    );
  }
  await measure('month (Mar 2026, 6 weeks)', '2026-02-23T00:00:00Z', '2026-04-06T00:00:00Z', RUNS);
  await measure('week (9–16 Mar 2026)', '2026-03-09T00:00:00Z', '2026-03-16T00:00:00Z', RUNS);
  // A month in year 9000 (3 endless daily series beside the 250 endless ones above): each walk
  // starts at the range, not in 2026.
  for (const hour of [8, 12, 16]) {
    await createEvent(`Endless ${hour}`, new Date(Date.UTC(2026, 0, 5, hour)), {
      frequency: 'daily',
    });
  }
  await measure(
    'far future (Jan 9000, 253 endless series)',
    '9000-01-01T00:00:00Z',
    '9000-02-01T00:00:00Z',
    20,
  );
  console.log(
    `\nCalendar benchmark: ${EVENTS} events (a quarter recurring), ${RUNS} runs each, Node ${process.version}\n`,
  );
  console.log('| range | occurrences | p50 ms | p99 ms |\n| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`);
  const render = await measureMonthRender({
    chromePath,
    url: `${server.url}/calendar/bench_cal?view=month&date=2026-03-15`,
    token,
    tokenKey: TOKEN_STORAGE_KEY,
    timeZone: ZONE,
    renders: RENDERS,
  });
  console.log(
    `\nMonth view (March 2026) in Chromium ${render.version}: ${render.occurrences} occurrences answered, ${render.shown} event elements drawn, ${RENDERS} renders`,
  );
  console.log('| render | p50 ms | p99 ms |\n| --- | --- | --- |');
  for (const [name, times] of Object.entries(render.times)) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `| ${name} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} |`,
    );
  }
  console.log('\nGoal: a month holding 1,000 events renders in under 300 ms.');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
