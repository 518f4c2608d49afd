// What the benches share: timing a command with its peak memory, starting and stopping the built
// server, reading a process's memory, and a signed-in API client.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
export const round = (n: number) => Math.round(n * 100) / 100;

/** Runs a command under /usr/bin/time: wall milliseconds and peak resident memory in MB. */
export function timed(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { ms: number; maxRssMb: number; stdout: string } {
  const started = performance.now();
  const res = spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr}`);
  const kb = Number(res.stderr.trim().split('\n').at(-1));
  return { ms, maxRssMb: kb / 1024, stdout: res.stdout };
}

export function startNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    if (Date.now() > until) throw new Error(`no answer from ${url}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

/** Resident memory of a process in MB: now (VmRSS) or its high-water mark since it started (VmHWM). */
export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export interface ApiClient {
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ code: string; payload: Record<string, unknown> }>;
  cookie(): string;
  token: string;
}

/** Signs in (the demo author unless told) and keeps the session cookie and CSRF token. */
export async function signIn(
  base: string,
  email = 'author@example.com',
  password = 'Author2026',
): Promise<ApiClient> {
  const client = apiClient(base);
  client.token = String((await client.call('GET', '/api/authentication/csrf-token')).payload.token);
  await client.call('POST', '/api/authentication/signin', { email, password });
  client.token = String((await client.call('GET', '/api/authentication/csrf-token')).payload.token);
  return client;
}

/** An API client with a cookie jar, not signed in; `token` is sent as the CSRF header once set. */
export function apiClient(base: string): ApiClient {
  const jar: string[] = [];
  const client: ApiClient = {
    token: '',
    cookie: () => jar.join('; '),
    async call(method, path, body) {
      const res = await fetch(base + path, {
        method,
        headers: {
          cookie: jar.join('; '),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(client.token ? { 'x-csrf-token': client.token } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const name = pair?.split('=')[0];
        const i = jar.findIndex((j) => j.startsWith(`${name}=`));
        if (i >= 0) jar.splice(i, 1);
        if (pair) jar.push(pair);
      }
      return (await res.json()) as { code: string; payload: Record<string, unknown> };
    },
  };
  return client;
}

/** Words the benches' generated titles are made of: `${adjective} ${noun} of ${place}`. */
/** The billing address the checkout benches pay with (the payments sandbox's card, a US address). */
export const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address1: '350 Fifth Avenue',
  address2: 'Suite 4200',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  country: 'US',
  phoneNumber: '212-555-0100',
};

export const ADJECTIVES = [
  'Silent',
  'Crimson',
  'Hidden',
  'Last',
  'Golden',
  'Broken',
  'Wild',
  'Distant',
  'Secret',
  'Burning',
];
export const NOUNS = [
  'Harbor',
  'Garden',
  'Winter',
  'Lantern',
  'River',
  'Kingdom',
  'Orchard',
  'Letter',
  'Storm',
  'Compass',
];
export const PLACES = [
  'Lisbon',
  'the North',
  'Avalon',
  'Kyoto',
  'the Valley',
  'Marrakesh',
  'Oslo',
  'the Coast',
  'Prague',
  'Eden',
];

/** The p-th percentile of samples (nearest rank). */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

/** p50 and p95 of samples, in ms with two decimals. */
export const stats = (xs: number[]) => ({
  p50: +percentile(xs, 50).toFixed(2),
  p95: +percentile(xs, 95).toFixed(2),
});
