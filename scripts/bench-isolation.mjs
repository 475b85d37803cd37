// `npm run bench:isolation`: starts a private API server on 127.0.0.1 (fresh embedded
// PostgreSQL) and prints (a) another user's p50/p99 latency for GET /api/account/me while a
// zip-bomb DOCX is uploaded and read, and while a daily series without end is asked for a month
// in the year 9000; (b) the server process's RSS peak (sampled from /proc) while 8 text files of
// 19 MB are uploaded at once and read. Every wait is bounded. Goals: p99 < 200 ms, RSS < 600 MB.
// `--bomb-mb N` sets the bomb's unpacked XML (default 450). See docs/assistant.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register as registerTsx } from 'tsx/esm/api';
import { apiClient, signUp } from './benchClient.mjs';

registerTsx();
const { startChildServer } = await import('../server/test/childServer.ts');
const { docxOfRepeatedXml } = await import('../server/test/fileFixtures.ts');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const BOMB_MB = option('--bomb-mb', 450);
const PHASE_MS = 180_000;
const REQUEST_TIMEOUT_MS = 10_000;
const RANGE_TIMEOUT_MS = 60_000;
const BURST = 8;
const BURST_MB = 19;

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** Another user's cheap GETs, one after another, until `stop`; each bounded by a timeout. */
function probe(base, token) {
  const times = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/account/me`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await res.arrayBuffer();
        if (res.status === 200) times.push(performance.now() - started);
        else failed++;
      } catch {
        failed++;
      }
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = times.sort((a, b) => a - b);
    return { n: sorted.length, failed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  // A process that has exited (a zombie until reaped) has no VmRSS line.
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function waitForFiles(call, token, ids, deadline) {
  while (Date.now() < deadline) {
    const states = await Promise.all(ids.map((id) => call('GET', `/files/${id}`, { token })));
    if (states.every((s) => s.body?.file && !['queued', 'indexing'].includes(s.body.file.status)))
      return states.map(
        (s) =>
          `${s.body.file.status}${s.body.file.unreadableReason ? ` (${s.body.file.unreadableReason})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return ids.map(() => 'not done in time');
}

function textFile(megabytes) {
  const line = 'The lighthouse keeper trims the lamp before the storm reaches the harbour.\n';
  const paragraph = line.repeat(4) + '\n';
  return Buffer.from(paragraph.repeat(Math.ceil((megabytes * 2 ** 20) / paragraph.length)));
}

const upload = (call, token, name, bytes) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return call('POST', '/files', { token, form });
};

const format = (r) =>
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.n} answered, ${r.failed} failed or timed out)`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-isolation-'));
const server = await startChildServer({ dataDir, entry: 'server', env: { LOG_LEVEL: 'error' } });
try {
  const ownerCall = apiClient(server.url);
  const owner = await signUp(ownerCall);
  const other = await signUp(apiClient(server.url));
  const results = [];

  const bomb = docxOfRepeatedXml(BOMB_MB);
  let stop = probe(server.url, other.token);
  const sent = await upload(ownerCall, owner.token, 'bomb.docx', bomb);
  const bombEnd = sent.body?.file
    ? await waitForFiles(ownerCall, owner.token, [sent.body.file.id], Date.now() + PHASE_MS)
    : [`refused at upload (${sent.status})`];
  results.push([
    `bomb DOCX (${(bomb.length / 1024).toFixed(0)} KB, ${BOMB_MB} MB of XML): ${bombEnd[0]}`,
    await stop(),
  ]);

  const username = owner.user.username;
  const created = await ownerCall('POST', `/calendars/${username}/events`, {
    token: owner.token,
    body: {
      title: 'Every day, forever',
      start: '2026-01-05T09:00:00Z',
      end: '2026-01-05T10:00:00Z',
      timeZone: 'UTC',
      recurrence: { frequency: 'daily' },
    },
  });
  stop = probe(server.url, other.token);
  const started = performance.now();
  let rangeOutcome;
  try {
    const res = await fetch(
      `${server.url}/api/calendars/${username}/events?from=9000-01-01T00:00:00Z&to=9000-02-01T00:00:00Z`,
      {
        headers: { authorization: `Bearer ${owner.token}` },
        signal: AbortSignal.timeout(RANGE_TIMEOUT_MS),
      },
    );
    await res.arrayBuffer();
    rangeOutcome = `${res.status} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  } catch {
    rangeOutcome = `no answer in ${RANGE_TIMEOUT_MS / 1000} s`;
  }
  results.push([
    `daily series without end (create ${created.status}), year 9000 range: ${rangeOutcome}`,
    await stop(),
  ]);

  const texts = Array.from({ length: BURST }, () => textFile(BURST_MB));
  const baseline = rssMb(server.child.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 50);
  stop = probe(server.url, other.token);
  const burstStarted = performance.now();
  const uploads = await Promise.all(
    texts.map((bytes, i) => upload(ownerCall, owner.token, `big-${i}.txt`, bytes)),
  );
  const ids = uploads.filter((u) => u.body?.file).map((u) => u.body.file.id);
  const ends = await waitForFiles(ownerCall, owner.token, ids, Date.now() + 4 * PHASE_MS);
  clearInterval(sampler);
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  results.push([
    `${BURST} uploads of ${BURST_MB} MB text (${ids.length} stored; ${ends.join(', ')}) in ${burstSeconds.toFixed(0)} s`,
    await stop(),
  ]);

  console.log("\nAnother user's GET /api/account/me while the server handles:");
  for (const [what, r] of results) console.log(`  ${what}\n    ${format(r)}`);
  console.log(
    `\nServer process RSS during the ${BURST} × ${BURST_MB} MB burst: peak ${peak.toFixed(0)} MB (before it ${baseline.toFixed(0)} MB)`,
  );
  console.log('Goals: p99 under 200 ms, RSS peak under 600 MB.');
} finally {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    console.log(
      `The server exited (${server.child.signalCode ?? server.child.exitCode}):\n${server.output().slice(-3000)}`,
    );
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
