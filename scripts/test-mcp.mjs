// `npm run test:mcp`: Quire's `/mcp` checked by a client no one here wrote, the MCP Inspector's
// CLI (`@modelcontextprotocol/inspector-cli`). Starts the API server in this process on
// 127.0.0.1 with a fresh database, a user, a note, a read file and a token with every scope, then
// runs the Inspector for tools/list, tools/call (search notes, create an event) and
// resources/read of the file. Prints the transcript; exits 1 if any call fails (docs/mcp.md).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiClient, signUp } from './benchClient.mjs';
import { startInProcessApp } from './inProcessApp.mjs';

const require = createRequire(import.meta.url);
const INSPECTOR = path.join(
  path.dirname(require.resolve('@modelcontextprotocol/inspector-cli/package.json')),
  'build/cli.js',
);
const { ACCESS_TOKEN_SCOPES } = await import('../src/api/schema/accessTokens.ts');
const { MCP_PATH } = await import('../server/routes/mcp.ts');
const NOTE = 'Harbour ferry timetable';

/** One Inspector run: resolves to its output, whatever its exit code, so the run can report it. */
function inspect(url, secret, args) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        INSPECTOR,
        '--cli',
        url,
        '--transport',
        'http',
        '--header',
        `Authorization: Bearer ${secret}`,
        ...args,
      ],
      // Its build dir as the working dir: the CLI checks for `../package.json` from the working
      // dir but imports it from its own module, and finds it only when the two agree.
      { cwd: path.dirname(INSPECTOR), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * What the Inspector printed, read as the MCP answer: a failure when it exited badly, printed no
 * JSON, the tool answered with an error, or the answer lacks what the seeded data makes certain.
 */
function failureOf({ code, stdout }, expected) {
  if (code !== 0) return `the Inspector exited with ${code}`;
  let answer;
  try {
    answer = JSON.parse(stdout);
  } catch {
    return 'the Inspector printed no JSON answer';
  }
  if (answer.isError) return 'the tool answered with an error';
  return stdout.includes(expected) ? null : `the answer does not mention ${expected}`;
}

/** tools/list is long: the transcript names the tools unless `--full` asks for the schemas too. */
function shown(args, stdout) {
  if (args[1] !== 'tools/list' || process.argv.includes('--full')) return stdout.trim();
  try {
    const names = JSON.parse(stdout).tools.map((tool) => tool.name);
    return `${names.length} tools: ${names.join(', ')} (--full prints their schemas)`;
  } catch {
    return stdout.trim();
  }
}

async function seed(quire) {
  const call = apiClient(quire.base);
  const { token } = await signUp(call);
  const text = 'Leaves the north pier at 7:40 on weekdays.';
  const note = await call('POST', '/notes', {
    token,
    body: {
      title: NOTE,
      plainText: text,
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
    },
  });
  if (note.status !== 201) throw new Error(`creating the note failed: ${note.status}`);
  const form = new FormData();
  form.append('file', new Blob(['Packing list\n\nPassport, tickets, charger.\n']), 'packing.txt');
  const file = await call('POST', '/files', { token, form });
  if (file.status !== 201) throw new Error(`uploading the file failed: ${file.status}`);
  while (await quire.indexer.runOnce());
  const made = await call('POST', '/account/tokens', {
    token,
    body: { name: 'MCP Inspector', scopes: [...ACCESS_TOKEN_SCOPES] },
  });
  if (made.status !== 201) throw new Error(`creating the token failed: ${made.status}`);
  return { secret: made.body.secret, fileId: file.body.file.id };
}

const quire = await startInProcessApp('test-mcp');
let failures = 0;
try {
  const { secret, fileId } = await seed(quire);
  const url = new URL(MCP_PATH, quire.base).href;
  // Each call with a word its answer must hold, given what seed() made.
  const calls = [
    [['--method', 'tools/list'], '"create_event"'],
    [['--method', 'tools/call', '--tool-name', 'search', '--tool-arg', 'query=ferry'], NOTE],
    [
      [
        '--method',
        'tools/call',
        '--tool-name',
        'create_event',
        '--tool-arg',
        'title=Ferry to the island',
        '--tool-arg',
        'start=2026-12-05T07:40:00Z',
      ],
      'Ferry to the island',
    ],
    [['--method', 'resources/read', '--uri', `quire://files/${fileId}`], 'Passport, tickets'],
  ];
  for (const [args, expected] of calls) {
    const run = await inspect(url, secret, args);
    const failure = failureOf(run, expected);
    if (failure) failures += 1;
    console.log(
      `$ mcp-inspector-cli --cli ${url} --transport http ` +
        `--header "Authorization: Bearer quire_pat_…" ${args.map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(' ')}`,
    );
    console.log(shown(args, run.stdout));
    if (failure) console.log(`FAILED: ${failure}\n${run.stderr.trim()}`);
    console.log('');
  }
} finally {
  await quire.close();
}
console.log(failures ? `test:mcp: ${failures} call(s) failed` : 'test:mcp: every call answered');
process.exit(failures ? 1 : 0);
