import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of a test's own (initdb into a temporary directory, pg_ctl on a free port),
 * for tests that stop and start PostgreSQL: the machine's shared server is never touched. initdb
 * refuses to run as root, so as root every command runs as the `postgres` user (runuser), in a
 * directory it owns.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop -m immediate`: every backend dies at once, as in a crash. */
  stopImmediately(): void;
  /** Stops it (if running) and deletes its directory. */
  destroy(): void;
}

/** The newest installed PostgreSQL's bin directory, or null. */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function userId(name: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Why a private PostgreSQL cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!binDir()) return 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0) {
    if (!userId('postgres')) return 'running as root and there is no postgres user to run initdb as';
    try {
      execFileSync('runuser', ['--help'], { stdio: 'ignore' });
    } catch {
      return 'running as root without runuser to run initdb as the postgres user';
    }
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userId('postgres') : null;
  const dir = mkdtempSync(join(tmpdir(), 'quire-private-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const command = join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  let running = false;
  // fsync off: the test stops PostgreSQL, never the machine, so what reached the kernel survives.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=40`;
  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'server.log'), '-o', options]);
      running = true;
    },
    stopImmediately() {
      run('pg_ctl', ['stop', '-w', '-t', '60', '-D', data, '-m', 'immediate']);
      running = false;
    },
    destroy() {
      if (running || existsSync(join(data, 'postmaster.pid'))) {
        try {
          run('pg_ctl', ['stop', '-w', '-t', '30', '-D', data, '-m', 'immediate']);
        } catch {
          // Already stopped.
        }
      }
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return pg;
}
