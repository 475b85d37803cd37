// `npm run bench:calendar`: 2,000 events (a quarter of them recurring) for one user on a real
// server (own embedded PostgreSQL, temp DATA_DIR, 127.0.0.1); prints p50/p99 of the month and
// week range queries. The month view's render time in Chromium is not measured yet (the
// calendar page is not wired: docs/calendar.md "Status").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { startChildServer } = await import('../server/test/childServer.ts');

const EVENTS = 2_000;
const RUNS = 100;
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-calendar-'));
const server = await startChildServer({ dataDir, entry: 'server', env: { LOG_LEVEL: 'warn' } });
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
  // Spread over 2026, a month holding about 1,000 occurrences once series are expanded.
  for (let i = 0; i < EVENTS; i += 1) {
    const start = new Date(Date.UTC(2026, 0, 1, 6 + (i % 10)) + (i % 365) * 86_400_000);
    const res = await fetch(`${base}/events`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: `Event ${i}`,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        timeZone: ZONE,
        recurrence: i % 4 === 0 ? RECURRENCES[(i / 4) % RECURRENCES.length] : null,
      }),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  }
  const ranges = {
    'month (Mar 2026, 6 weeks)': ['2026-02-23T00:00:00Z', '2026-04-06T00:00:00Z'],
    'week (9–16 Mar 2026)': ['2026-03-09T00:00:00Z', '2026-03-16T00:00:00Z'],
  };
  const rows = [];
  for (const [name, [from, to]] of Object.entries(ranges)) {
    const times = [];
    let count = 0;
    for (let run = 0; run < RUNS; run += 1) {
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
  }
  console.log(
    `\nCalendar benchmark: ${EVENTS} events (a quarter recurring), ${RUNS} runs each, Node ${process.version}\n`,
  );
  console.log('| range | occurrences | p50 ms | p99 ms |\n| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`);
  console.log(
    '\nMonth view render in Chromium: not measured (the calendar page is not wired yet).',
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
