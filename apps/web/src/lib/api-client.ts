import type { AppError, accountsEndpoints, ErrorHandling, ResponseOf } from '@quire/domain';
import {
  type ApiErrorItem,
  AppErrorBase,
  BACKGROUND_REQUEST_HEADER,
  CSRF_HEADER,
  isFailure,
  SERVER_TIME_HEADER,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
  UNEXPECTED,
  UNEXPECTED_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@quire/domain';
import { createServerClock } from '@quire/domain/format/server-time';
import { sessionExpiry } from './session-expiry';

/**
 * The one HTTP client for the API envelope (spec 3 §7). A success answers its payload; any
 * failure throws an AppError with the envelope's items, after the caller's own handler (if it
 * returns true the failure counts as handled) or else the central handling of the special codes:
 * 1080 session expired, 34007 contributor removed, 19004 and bare 34007 ignored, 23007/23008
 * search exhausted, UNAUTHORIZED sign-in, everything else the "Oops!" dialog.
 */

/**
 * Return true when the failure is handled and the central handling must not run. `handling` is how
 * the client reads the failure's first item (the catalogue's, loaded with the first failure; generic
 * when it cannot load), so a screen can leave the special codes to the central handling without
 * loading the catalogue itself.
 */
export type ErrorHandler = (error: AppError, handling: ErrorHandling) => boolean | undefined;

const SESSION_HANDLING = new Set<ErrorHandling>(['session-expired', 'contributor-removed', 'unauthorized']);

/**
 * For a screen that says a failure in its own place (a preview, a step's message): every failure is
 * handled there, except a session that ended or an access that was lost, which the client's central
 * handling takes as everywhere.
 */
export const inPlaceExceptSession: ErrorHandler = (_error, handling) => !SESSION_HANDLING.has(handling);

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  onError?: ErrorHandler;
  signal?: AbortSignal;
  /**
   * A GET the spec makes state-changing (sign-out, the admin's repush and reset-link calls): it
   * carries the CSRF token as a POST does, so the server's guard passes it also in a browser that
   * sends no `Sec-Fetch-Site`.
   */
  stateChanging?: boolean;
  /** Extra request headers (submit-order's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * A call the app makes on its own (polling, the time-out warning's check): it does not count as
   * the user's activity, so it does not keep an idle session alive (decision 050).
   */
  background?: boolean;
}

/** What the client needs from the app around it; the app wires the real ones at start-up. */
export interface ApiClientEnvironment {
  fetch: typeof fetch;
  now: () => number;
  clearUser: () => void;
  navigate: (to: string) => void;
  showErrorDialog: (items: ApiErrorItem[]) => void;
  showSessionExpired: (message: string) => void;
  showSearchExhausted: (items: ApiErrorItem[]) => void;
  storeContributorMessage: (message: string) => void;
  authorShareKey: () => string | null;
}

export const SESSION_EXPIRED_REDIRECT_MS = 5000;
/** How long to wait before sending again a call refused because the session's id had just changed. */
export const SESSION_ROTATED_RETRY_MS = 300;
export const CONTRIBUTOR_REDIRECT_MS = 2000;
export const CSRF_TOKEN_PATH = '/api/authentication/csrf-token';
export const LOGOUT_PATH = '/api/authentication/logout';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The failures raised without the server's words carry theirs statically: they must show when the
// catalogue cannot load either (offline, the server down).
function unexpected(): AppError {
  return new AppErrorBase([{ code: UNEXPECTED, description: UNEXPECTED_ERROR_MESSAGE }], 0);
}

function unknownFailure(status: number): AppError {
  return new AppErrorBase([{ code: '0', description: UNKNOWN_ERROR_MESSAGE }], status);
}

type Catalogue = typeof import('./error-catalogue');

/** The error catalogue, loaded when a failure first needs it; null if it cannot load. */
function errorCatalogue(): Promise<Catalogue | null> {
  return import('./error-catalogue').catch(() => null);
}

/** A code's words from the catalogue; the unknown error's when the catalogue cannot load. */
async function codeMessage(code: string): Promise<string> {
  return (await errorCatalogue())?.errorDefinition(code).message ?? UNKNOWN_ERROR_MESSAGE;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

export function createApiClient(initial: ApiClientEnvironment) {
  let env = initial;
  let csrf: Promise<string> | null = null;
  const clock = createServerClock(() => env.now());
  let redirectPending = false;

  function readServerTime(res: Response) {
    clock.update(res.headers.get(SERVER_TIME_HEADER));
  }

  /** The session's ends, in this browser's time, from a signed-in answer's headers. */
  function readSessionEnds(res: Response) {
    const idle = Date.parse(res.headers.get(SESSION_IDLE_EXPIRES_HEADER) ?? '');
    const absolute = Date.parse(res.headers.get(SESSION_EXPIRES_HEADER) ?? '');
    if (Number.isNaN(idle) || Number.isNaN(absolute)) return;
    sessionExpiry.set({ idleAt: idle - clock.offset(), absoluteAt: absolute - clock.offset() });
  }

  /** One round trip: resolves the payload or rejects with an AppError; no handling here. */
  async function send<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (options.background) headers[BACKGROUND_REQUEST_HEADER] = '1';
    const init: RequestInit = { method, credentials: 'same-origin', headers };
    if (options.signal) init.signal = options.signal;
    if (body !== undefined) {
      if (body instanceof FormData) init.body = body;
      else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }
    if (STATE_CHANGING.has(method) || options.stateChanging) headers[CSRF_HEADER] = await csrfToken();

    let res: Response;
    try {
      res = await env.fetch(withQuery(path, options.query), init);
    } catch (e) {
      if (isAbort(e)) throw e;
      throw unexpected();
    }
    readServerTime(res);
    readSessionEnds(res);
    let reply: { code?: string | null; payload?: unknown; data?: unknown; errors?: ApiErrorItem[] | null };
    try {
      reply = await res.json();
    } catch (e) {
      if (isAbort(e)) throw e;
      throw unknownFailure(res.status);
    }
    if (reply === null || typeof reply !== 'object') throw unknownFailure(res.status);
    if (isFailure(reply)) {
      const items = reply.errors?.length
        ? reply.errors
        : [{ code: String(reply.code), description: await codeMessage(String(reply.code)) }];
      throw new AppErrorBase(items, res.status);
    }
    if (!res.ok && reply.code == null) throw unknownFailure(res.status);
    return (reply.payload !== undefined ? reply.payload : reply.data) as T;
  }

  function csrfToken(): Promise<string> {
    if (!csrf) {
      csrf = send<ResponseOf<typeof accountsEndpoints.csrfToken>>('GET', CSRF_TOKEN_PATH, undefined, {}).then(
        (p) => p.token,
      );
      csrf.catch(() => {
        csrf = null;
      });
    }
    return csrf;
  }

  function resetCsrfToken() {
    csrf = null;
  }

  function later(ms: number, to: string) {
    if (redirectPending) return;
    redirectPending = true;
    setTimeout(() => {
      redirectPending = false;
      env.navigate(to);
    }, ms);
  }

  /** The spec's central handling of failures no caller handled (spec 3 §4, §7, §8). */
  async function handleCentrally(error: AppError, catalogue: Catalogue | null, handling: ErrorHandling) {
    // Without the catalogue, the generic dialog still shows the failure's own words.
    if (!catalogue) {
      env.showErrorDialog(error.items);
      return;
    }
    switch (handling) {
      case 'session-expired':
        sessionExpiry.set(null);
        resetCsrfToken();
        env.clearUser();
        env.showSessionExpired(catalogue.errorDefinition('1080').message);
        later(SESSION_EXPIRED_REDIRECT_MS, '/sign-in');
        return;
      case 'contributor-removed': {
        const key = env.authorShareKey();
        env.storeContributorMessage(catalogue.CONTRIBUTOR_REMOVED_MESSAGE);
        resetCsrfToken();
        env.clearUser();
        void send('GET', LOGOUT_PATH, undefined, {}).catch(() => undefined);
        later(CONTRIBUTOR_REDIRECT_MS, `/contributor/?authorShareKey=${encodeURIComponent(key ?? '')}`);
        return;
      }
      case 'ignored':
      case 'marker':
        return;
      case 'search-exhausted':
        env.showSearchExhausted(error.items);
        return;
      case 'unauthorized':
        env.clearUser();
        env.navigate('/sign-in');
        return;
      default:
        env.showErrorDialog(error.items);
    }
  }

  /**
   * One call with its retries: once after CSRF_INVALID (a stale token, the session changed under
   * us: fetch a fresh one), once after SESSION_ROTATED (sent with the cookie's previous id while the
   * answer carrying the new one was on its way; the server did nothing).
   */
  async function attempt<T>(method: string, path: string, body: unknown, options: RequestOptions) {
    let csrfRetry = STATE_CHANGING.has(method) || options.stateChanging === true;
    let rotatedRetry = true;
    for (;;) {
      try {
        return await send<T>(method, path, body, options);
      } catch (e) {
        if (e instanceof AppErrorBase && e.code === 'CSRF_INVALID' && csrfRetry) {
          csrfRetry = false;
          resetCsrfToken();
        } else if (e instanceof AppErrorBase && e.code === 'SESSION_ROTATED' && rotatedRetry) {
          rotatedRetry = false;
          await new Promise((resolve) => setTimeout(resolve, SESSION_ROTATED_RETRY_MS));
        } else throw e;
      }
    }
  }

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
    try {
      return await attempt<T>(method, path, body, options);
    } catch (e) {
      if (e instanceof AppErrorBase) {
        const catalogue = await errorCatalogue();
        const first = e.items[0] ?? { code: e.code, description: '' };
        const handling = catalogue ? catalogue.clientHandling(first) : 'generic';
        if (options.onError?.(e, handling) !== true) await handleCentrally(e, catalogue, handling);
      }
      throw e;
    }
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body ?? {}, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body ?? {}, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body ?? {}, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    /** Forget the CSRF token: the next state-changing call fetches a fresh one (after sign-in/out). */
    resetCsrfToken,
    /** A new session (after sign-in): forget the old token and fetch the new one now. */
    refreshCsrfToken: () => {
      resetCsrfToken();
      return csrfToken().then(
        () => undefined,
        () => undefined,
      );
    },
    /** The server's clock: local time plus the offset read from the last response header. */
    serverNow: () => clock.now(),
    serverTimeOffset: () => clock.offset(),
    configure(partial: Partial<ApiClientEnvironment>) {
      env = { ...env, ...partial };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The app's client's surroundings until the app wires its modals and router (see app/wire-api.ts):
 * failures are logged and navigation is a full page load. Tests put it back after a file wired it.
 */
export const UNWIRED_API_ENVIRONMENT: ApiClientEnvironment = {
  fetch: (...args) => globalThis.fetch(...args),
  now: () => Date.now(),
  clearUser: () => undefined,
  navigate: (to) => window.location.assign(to),
  showErrorDialog: (items) => console.error('API error', items),
  showSessionExpired: (message) => console.warn(message),
  showSearchExhausted: (items) => console.warn('Search exhausted', items),
  storeContributorMessage: () => undefined,
  authorShareKey: () => null,
};

/** The app's client. */
export const api = createApiClient(UNWIRED_API_ENVIRONMENT);
