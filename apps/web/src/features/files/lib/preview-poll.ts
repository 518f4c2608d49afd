/**
 * The preview's readiness polling (spec 1 §2 "eBook preview and sample preview poll preflight
 * every 2 seconds while NOT_STARTED or IN_PROGRESS, up to 60 tries, and then time out"). Pure:
 * the status call and the clock are passed in, so it runs the same under fake timers.
 */

/** Why a preview could not be shown: the status said no (nps), a call failed (web), or time ran out. */
export type PreviewFailureReason = 'nps' | 'web' | 'timeout';

export class PreviewFailure extends Error {
  constructor(
    readonly reason: PreviewFailureReason,
    readonly status?: string,
  ) {
    super(`Preview not available (${reason}${status ? `: ${status}` : ''})`);
    this.name = 'PreviewFailure';
  }
}

export const PREVIEW_POLL_MS = 2000;
export const PREVIEW_POLL_TRIES = 60;

const WAITING = new Set(['NOT_STARTED', 'NotStarted', 'IN_PROGRESS']);
const READY = new Set(['COMPLETED', 'Completed', 'SUCCESSFUL']);

/**
 * The status in a status reply: a bare string, or an object's `status`, `preFlightCheckStatus`
 * or `previewStatus` (the server may answer any of these shapes); null when there is none.
 */
export function statusOf(reply: unknown): string | null {
  if (typeof reply === 'string') return reply;
  if (reply && typeof reply === 'object') {
    const r = reply as Record<string, unknown>;
    for (const k of ['status', 'preFlightCheckStatus', 'previewStatus']) {
      if (typeof r[k] === 'string') return r[k] as string;
    }
  }
  return null;
}

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/** Waits `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface PollOptions {
  /** One status request. */
  check: (signal?: AbortSignal) => Promise<unknown>;
  signal?: AbortSignal;
  intervalMs?: number;
  maxTries?: number;
}

/**
 * Resolves when the status is COMPLETED or SUCCESSFUL; polls again after `intervalMs` while
 * NOT_STARTED or IN_PROGRESS, at most `maxTries` requests in all. Rejects with a PreviewFailure:
 * 'nps' for any other status, 'web' when a request fails, 'timeout' after the last try. An
 * abort rejects with the AbortError itself.
 */
export async function pollPreviewReady({
  check,
  signal,
  intervalMs = PREVIEW_POLL_MS,
  maxTries = PREVIEW_POLL_TRIES,
}: PollOptions): Promise<void> {
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    let reply: unknown;
    try {
      reply = await check(signal);
    } catch (e) {
      if (isAbort(e) || signal?.aborted) throw e;
      throw new PreviewFailure('web');
    }
    const status = statusOf(reply);
    if (status !== null && READY.has(status)) return;
    if (status === null || !WAITING.has(status)) throw new PreviewFailure('nps', status ?? undefined);
    if (attempt < maxTries) await sleep(intervalMs, signal);
  }
  throw new PreviewFailure('timeout');
}
