// `npm run bench:mcp`: on a fresh embedded PostgreSQL (or DATABASE_URL), one user with 10,000
// notes and 10,000 file passages, and a token for reading and asking; prints the p50/p99 of
// tools/call through `/mcp` with the SDK's own client over Streamable HTTP: `search` (notes,
// events and files) and `ask_files` (the assistant's answer, quotes mode). `--requests N` sets
// the sample size (default 300). See docs/mcp.md.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { apiClient, signUp } from './benchClient.mjs';
import { seededQuestion } from './benchAssistantText.mjs';
import { percentile, seedNotes, seedPassages, WORDS } from './benchSeeds.mjs';
import { startInProcessApp } from './inProcessApp.mjs';

const args = process.argv.slice(2);
const requestsIndex = args.indexOf('--requests');
const REQUESTS = requestsIndex >= 0 ? Number(args[requestsIndex + 1]) : 300;
const WARM_UP = 20;
const { MCP_PATH } = await import('../server/routes/mcp.ts');

/** Times `run` REQUESTS times after a warm-up; a tool error fails the bench, never counts. */
async function time(label, run) {
  const checked = async (i) => {
    const result = await run(i);
    if (result.isError) throw new Error(`${label} failed: ${result.content[0]?.text}`);
  };
  for (let i = 0; i < WARM_UP; i++) await checked(i);
  const samples = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await checked(i + WARM_UP);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(samples, 99).toFixed(1).padStart(6)} ms   (${REQUESTS} calls)`,
  );
}

// The per-token limit would stop a benchmark after 120 calls; it is measured elsewhere.
const quire = await startInProcessApp('bench-mcp', { RATE_LIMIT_MCP: String(1_000_000) });
let client;
try {
  const call = apiClient(quire.base);
  const { token, user } = await signUp(call);
  const started = Date.now();
  await seedNotes(quire.db, user.id, 10_000);
  await seedPassages(quire.db, user.id, 10_000);
  console.log(
    `Seeded 10,000 notes and 10,000 passages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const made = await call('POST', '/account/tokens', {
    token,
    body: { name: 'bench', scopes: ['notes:read', 'calendar:read', 'files:read', 'ask'] },
  });
  if (made.status !== 201) throw new Error(`creating the token failed: ${made.status}`);

  client = new Client({ name: 'quire-bench', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(MCP_PATH, quire.base), {
      requestInit: { headers: { Authorization: `Bearer ${made.body.secret}` } },
    }),
  );
  const pick = (i, k) => WORDS[(i * 7 + k * 13) % WORDS.length];
  await time('tools/call search (10,000 notes, 10,000 passages)', (i) =>
    client.callTool({ name: 'search', arguments: { query: `${pick(i, 0)} ${pick(i, 1)}` } }),
  );
  await time('tools/call ask_files (10,000 passages)', (i) =>
    client.callTool({
      name: 'ask_files',
      arguments: { question: seededQuestion(i) },
    }),
  );
} finally {
  await client?.close();
  await quire.close();
}
