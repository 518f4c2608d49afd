import { chmodSync, mkdirSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';

/**
 * The embedded data directory's control socket (decision 049): a Unix socket at
 * DATA_DIR/control.sock, mode 0600, that only processes of the same user on the same machine can
 * open (it is never a TCP port). Whoever holds it holds the data directory: the server while it
 * runs, `npm run backup` while it dumps a stopped Quire, `npm run restore` while it writes. A second
 * holder is refused, so a server never opens a database that a backup or a restore is using, nor
 * the reverse. The server answers `snapshot` with a consistent snapshot (backup/snapshot.ts); the
 * others answer that they are busy.
 *
 * Protocol: one JSON line in, one JSON line out, then the connection closes.
 */

export type Holder = 'server' | 'backup' | 'restore';

export type ControlRequest = { command: 'status' } | { command: 'snapshot' };

export type ControlAnswer =
  | { ok: true; holder: Holder; snapshot?: SnapshotAnswer }
  | { ok: false; holder: Holder; error: string };

/** Where the server left a snapshot (inside DATA_DIR/.backups) and what it holds. */
export interface SnapshotAnswer {
  dir: string;
  takenAt: string;
  files: { store: 'local' | 's3'; objects: number; bytes: number };
}

/** Answers a `snapshot` request; `signal` aborts when the asking process goes away. */
export type SnapshotHandler = (signal: AbortSignal) => Promise<SnapshotAnswer>;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | 'unknown',
  ) {
    const who =
      holder === 'server'
        ? 'a running Quire'
        : holder === 'backup'
          ? 'a backup'
          : holder === 'restore'
            ? 'a restore'
            : 'another process';
    super(`the data directory ${dataDir} is in use by ${who}`);
    this.name = 'DataDirInUseError';
  }
}

/**
 * Unix sockets have a short path limit (108 bytes on Linux, 104 on macOS, terminator included);
 * Windows has none. Null when the data directory cannot have its control socket.
 */
export function controlSocketPath(dataDir: string): string | null {
  if (process.platform === 'win32') return null;
  const path = join(dataDir, 'control.sock');
  return Buffer.byteLength(path) <= 100 ? path : null;
}

/** Why `dataDir` cannot have its control socket, or null when it can. */
export function socketPathProblem(dataDir: string): string | null {
  if (controlSocketPath(dataDir)) return null;
  return process.platform === 'win32'
    ? 'control sockets are not available on Windows'
    : `the data directory's path (${dataDir}) is too long for its control socket; use a shorter DATA_DIR (a symbolic link to it will do)`;
}

export interface DataDirClaim {
  /** The socket's path, or null when this data directory cannot have one (then `problem` says why). */
  readonly path: string | null;
  readonly problem: string | null;
  /** From now on, `snapshot` requests are answered by `handler` (the server, once its database is open). */
  serve(handler: SnapshotHandler): void;
  /** Stops listening and removes the socket. */
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 4096;
const ASK_TIMEOUT_MS = 5_000;

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(path);
  });
}

function parseRequest(line: string): ControlRequest | null {
  try {
    const value = JSON.parse(line) as { command?: unknown };
    return value.command === 'status' || value.command === 'snapshot' ? { command: value.command } : null;
  } catch {
    return null;
  }
}

/** Reads one line from the socket (at most MAX_REQUEST_BYTES). */
function readLine(socket: Socket, limit: number): Promise<string | null> {
  return new Promise((resolve) => {
    let buffered = '';
    const done = (value: string | null) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onEnd);
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end >= 0) done(buffered.slice(0, end));
      else if (buffered.length > limit) done(null);
    };
    const onEnd = () => done(buffered.length > 0 ? buffered : null);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', onEnd);
  });
}

/**
 * Takes the data directory for `holder`: listens on its control socket, replacing a stale one (a
 * process that died without removing it). Throws DataDirInUseError when another process answers on
 * it. Where the socket cannot exist (controlSocketPath, a file system without sockets), answers a
 * claim without one that says why: the server then runs without it, backups and restores refuse.
 */
export async function claimDataDir(dataDir: string, holder: Holder): Promise<DataDirClaim> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = controlSocketPath(dataDir);
  const unclaimed = (problem: string): DataDirClaim => ({
    path: null,
    problem,
    serve: () => {},
    close: async () => {},
  });
  if (!path) return unclaimed(socketPathProblem(dataDir) ?? 'no control socket');

  let handler: SnapshotHandler | null = null;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    void answer(socket);
  });

  async function answer(socket: Socket): Promise<void> {
    const request = parseRequest((await readLine(socket, MAX_REQUEST_BYTES)) ?? '');
    let reply: ControlAnswer;
    if (!request) reply = { ok: false, holder, error: 'unknown request' };
    else if (request.command === 'status') reply = { ok: true, holder };
    else if (holder !== 'server')
      reply = { ok: false, holder, error: `busy: a ${holder} holds this data directory` };
    else if (!handler) reply = { ok: false, holder, error: 'Quire is still starting; try again in a moment' };
    else {
      const gone = new AbortController();
      socket.once('close', () => gone.abort());
      try {
        reply = { ok: true, holder, snapshot: await handler(gone.signal) };
      } catch (error) {
        reply = { ok: false, holder, error: `the snapshot failed: ${(error as Error).message}` };
      }
    }
    if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
  }

  try {
    await listen(server, path);
  } catch (error) {
    // A file system without Unix sockets (some network or Windows shares): run without one.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
      return unclaimed(`the control socket cannot be created in ${dataDir}: ${(error as Error).message}`);
    }
    const other = await askPath(path, { command: 'status' });
    if (other) throw new DataDirInUseError(dataDir, other.holder);
    // Nobody answers: the socket of a process that is gone (kill -9, a crash).
    try {
      unlinkSync(path);
    } catch {}
    try {
      await listen(server, path);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EADDRINUSE')
        throw new DataDirInUseError(dataDir, 'unknown');
      throw again;
    }
  }
  chmodSync(path, 0o600);

  return {
    path,
    problem: null,
    serve(h) {
      handler = h;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // server.close() removes the socket file; a leftover one would only look stale.
      try {
        unlinkSync(path);
      } catch {}
    },
  };
}

/** Sends one request to whoever holds the socket at `path`; null when nobody answers there. */
function askPath(
  path: string,
  request: ControlRequest,
  timeoutMs = ASK_TIMEOUT_MS,
): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buffered = '';
    let connected = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            socket.destroy();
            reject(new Error(`no answer on ${path} within ${timeoutMs} ms`));
          }, timeoutMs)
        : null;
    const finish = (value: ControlAnswer | null, error?: Error) => {
      if (timer) clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(value);
    };
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
    });
    socket.on('end', () => {
      try {
        finish(JSON.parse(buffered.trim()) as ControlAnswer);
      } catch {
        finish(null, new Error(`an unreadable answer on ${path}`));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) finish(null);
      else finish(null, error);
    });
  });
}

/**
 * Asks the holder of `dataDir` (null when nobody holds it). A snapshot can take minutes on a large
 * store, so it waits without a time limit; a status answers at once.
 */
export function askHolder(dataDir: string, request: ControlRequest): Promise<ControlAnswer | null> {
  const path = controlSocketPath(dataDir);
  if (!path) return Promise.resolve(null);
  return askPath(path, request, request.command === 'snapshot' ? 0 : ASK_TIMEOUT_MS);
}
