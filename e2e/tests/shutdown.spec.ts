import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_ARGS } from '../server-command';

/**
 * SIGTERM finishes the requests in flight, refuses new ones, then exits 0 (docs/operations.md). A second
 * built server on its own port and data directory, so the shared e2e server is untouched.
 */
test('SIGTERM lets requests in flight finish, then the server exits cleanly', async () => {
  test.setTimeout(120_000);
  const port = 3290;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-shutdown-'));
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      QUIRE_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_MAX: '1000',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBe(200);

    const tokenRes = await fetch(`${base}/api/authentication/csrf-token`);
    const cookie = (tokenRes.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    const token = ((await tokenRes.json()) as { payload: { token: string } }).payload.token;

    // Open ten connections first, so the sign-ins below travel on sockets the server has accepted.
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    await Promise.all(Array.from({ length: 10 }, () => send(agent, port, 'GET', '/api/health')));

    // Each sign-in verifies an argon2id hash, so ten of them keep the server busy for a while.
    const body = JSON.stringify({ email: 'author@example.com', password: 'Author2026' });
    const headers = { 'content-type': 'application/json', 'x-csrf-token': token, cookie };
    const inFlight = Array.from({ length: 10 }, () =>
      send(agent, port, 'POST', '/api/authentication/signin', headers, body),
    );
    await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers).toEqual(Array(10).fill(200));
    agent.destroy();

    // A request after the stop began is refused: 503 in the envelope, or no connection at all.
    const late = await fetch(`${base}/api/health`).catch(() => null);
    if (late) {
      expect(late.status).toBe(503);
      expect(((await late.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolvePromise(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}
