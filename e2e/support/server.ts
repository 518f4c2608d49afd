import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER_ARGS } from '../server-command';

/**
 * For specs that start their own built server (or worker) beside the shared one: spawning,
 * waiting for health, reading its peak memory, and a small API client with a cookie jar and the
 * CSRF token, which uploads the way the web client does (multipart, token as a form field).
 */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export function startBuilt(script: 'main' | 'worker', env: Record<string, string>): ChildProcess {
  // The API server starts as npm start starts it (its node options); the worker as npm run worker.
  const args = script === 'main' ? SERVER_ARGS : [`apps/server/dist/${script}.js`];
  return spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_SIGNIN_MAX: '1000', ...env },
    stdio: 'ignore',
  });
}

export async function healthy(base: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
}

export function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve();
}

/** What a spec's own server needs of its `test`: the hooks that start and stop it. */
interface Hooks {
  beforeAll(fn: () => Promise<void>): void;
  afterAll(fn: () => Promise<void>): void;
}

/**
 * A built server of the spec's own, beside the shared one, with the demo data (not the small
 * press's catalogue) in production mode on `port` and a fresh data directory: started before the
 * spec's tests, stopped and its data removed after them. `env` adds to or overrides that. Answers
 * its base address (for `test.use({ baseURL })`).
 */
export function ownServer(test: Hooks, name: string, port: number, env: Record<string, string> = {}): string {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `quire-e2e-${name}-`));
  let server: ChildProcess | null = null;
  test.beforeAll(async () => {
    server = startBuilt('main', {
      PORT: String(port),
      DATA_DIR: dataDir,
      QUIRE_DEMO: '1',
      QUIRE_DEMO_CATALOGUE: '0',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      ...env,
    });
    await healthy(base);
  });
  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return base;
}

/** The process's peak resident memory (VmHWM) in MB. */
export function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** A 6 × 9 in black-and-white paperback, complete enough for print uploads. */
export const POD_6X9 = {
  type: 'POD',
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
} as const;

export interface Envelope {
  code: string;
  payload: Record<string, unknown> | null;
}

export interface PreflightAnswer {
  preFlightCheckStatus: string;
  data: { findings: { severity: string; message: string }[] };
}

/** One browser's worth of state against one or more servers (a session works on any of them). */
export function apiClient(defaultBase: string) {
  const jar = new Map<string, string>();
  let token = '';
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    base = defaultBase,
  ): Promise<Envelope> => {
    const res = await fetch(base + path, {
      method,
      headers: {
        cookie: cookie(),
        'x-csrf-token': token,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(res);
    return (await res.json()) as Envelope;
  };
  const refreshToken = async (base = defaultBase) => {
    token = String((await call('GET', '/api/authentication/csrf-token', undefined, base)).payload?.token);
  };
  return {
    call,
    refreshToken,
    async signIn(base = defaultBase) {
      await refreshToken(base);
      const res = await call(
        'POST',
        '/api/authentication/signin',
        { email: 'author@example.com', password: 'Author2026' },
        base,
      );
      expect(res.code).toBe('SUCCESS');
      await refreshToken(base);
    },
    async createProject(body: Record<string, unknown>, base = defaultBase): Promise<string> {
      const res = await call('POST', '/api/project', body, base);
      expect(res.code, JSON.stringify(res)).toBe('SUCCESS');
      return String(res.payload?.id);
    },
    async upload(
      projectId: string,
      element: string,
      file: { name: string; type: string; bytes: Uint8Array },
      base = defaultBase,
    ) {
      const form = new FormData();
      form.set('projectElementType', element);
      form.set('projectId', projectId);
      form.set('authenticityToken', token);
      form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      const res = await fetch(`${base}/api/project/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: cookie() },
      });
      remember(res);
      const json = (await res.json()) as Envelope;
      expect(json.code, `upload of ${file.name}: ${JSON.stringify(json)}`).toBe('SUCCESS');
    },
    async status(projectId: string, element: string, base = defaultBase): Promise<PreflightAnswer> {
      const res = await call(
        'GET',
        `/api/project/preflightstatus?projectId=${projectId}&elementType=${element}`,
        undefined,
        base,
      );
      return res.payload as unknown as PreflightAnswer;
    },
  };
}
