import { type ChildProcess, spawn } from 'node:child_process';

/** One answer of a real server, with how long it took. */
export interface HttpAnswer {
  status: number;
  code: string;
  payload: Record<string, unknown> | null;
  errors: { code: string; description: string; field?: string }[];
  ms: number;
}

/**
 * A browser-like client of a server process over real HTTP: a cookie jar and the CSRF token on
 * state-changing calls. A call that gets no answer within `timeoutMs` rejects (a hang is a failure).
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private csrf = '';

  constructor(readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get csrfToken(): string {
    return this.csrf;
  }

  async call(method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<HttpAnswer> {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== 'GET') headers['x-csrf-token'] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      if (i > 0) this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    const json = JSON.parse(text || '{}') as Partial<HttpAnswer>;
    return {
      status: res.status,
      code: json.code ?? '',
      payload: json.payload ?? null,
      errors: json.errors ?? [],
      ms: performance.now() - started,
    };
  }

  async fetchCsrf(): Promise<void> {
    const res = await this.call('GET', '/api/authentication/csrf-token');
    this.csrf = String(res.payload?.token ?? '');
  }

  async signIn(credentials: { email: string; password: string }): Promise<void> {
    await this.fetchCsrf();
    const res = await this.call('POST', '/api/authentication/signin', credentials);
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status} ${res.code}`);
    await this.fetchCsrf();
  }
}

/** A started server process: its output so far, when it exits (null: killed), and how to stop it. */
export interface ServerProcess {
  proc: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  /** Waits until GET /api/health answers 200. */
  healthy(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node --import tsx <script>` with `env` over this process's environment, output kept. */
export function startServerProcess(
  script: string,
  cwd: string,
  base: string,
  env: Record<string, string>,
): ServerProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  proc.stdout?.on('data', (c) => output.push(String(c)));
  proc.stderr?.on('data', (c) => output.push(String(c)));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return {
    proc,
    output,
    exited,
    async healthy(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null || proc.signalCode !== null)
          throw new Error(`the server exited early:\n${output.join('').slice(-4000)}`);
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(
          () => null,
        );
        if (res?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server did not start within ${timeoutMs} ms:\n${output.join('').slice(-4000)}`);
    },
    async kill(signal = 'SIGKILL') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}
