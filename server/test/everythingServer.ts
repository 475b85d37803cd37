import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../net.ts';

const require = createRequire(import.meta.url);
const entry = path.join(
  path.dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
  'dist/index.js',
);

/**
 * `@modelcontextprotocol/server-everything`, the protocol's reference test server, started over
 * Streamable HTTP on a free port (its `streamableHttp` argument, `PORT` in the environment);
 * `stop()` ends it. Its `/mcp` is the address a user would add.
 */
export async function startEverythingServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [entry, 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server-everything did not start:\n${output}`)),
      20_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on port')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
