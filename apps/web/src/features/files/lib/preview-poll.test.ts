import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PREVIEW_POLL_MS,
  PREVIEW_POLL_TRIES,
  PreviewFailure,
  pollPreviewReady,
  statusOf,
} from './preview-poll';

/** A status endpoint that answers the given statuses in turn (the last one repeats). */
function statuses(...answers: (string | Error)[]) {
  let i = 0;
  return vi.fn(async () => {
    const a = answers[Math.min(i++, answers.length - 1)];
    if (a instanceof Error) throw a;
    return { status: a };
  });
}

async function failureOf(p: Promise<unknown>): Promise<PreviewFailure> {
  try {
    await p;
  } catch (e) {
    if (e instanceof PreviewFailure) return e;
    throw e;
  }
  throw new Error('expected a PreviewFailure');
}

describe('preview polling (spec 1 §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 2 s while NOT_STARTED or IN_PROGRESS and resolves on SUCCESSFUL', async () => {
    const check = statuses('NOT_STARTED', 'IN_PROGRESS', 'NotStarted', 'SUCCESSFUL');
    let done = false;
    const p = pollPreviewReady({ check }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PREVIEW_POLL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * PREVIEW_POLL_MS);
    await p;
    expect(done).toBe(true);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('resolves at once on COMPLETED (and Completed)', async () => {
    await pollPreviewReady({ check: statuses('COMPLETED') });
    await pollPreviewReady({ check: async () => 'Completed' });
  });

  it("fails with 'nps' for any other status, ERROR included, without polling again", async () => {
    const check = statuses('IN_PROGRESS', 'ERROR');
    const p = failureOf(pollPreviewReady({ check }));
    await vi.advanceTimersByTimeAsync(PREVIEW_POLL_MS);
    const failure = await p;
    expect(failure.reason).toBe('nps');
    expect(failure.status).toBe('ERROR');
    expect(check).toHaveBeenCalledTimes(2);
    expect((await failureOf(pollPreviewReady({ check: async () => ({}) }))).reason).toBe('nps');
  });

  it("fails with 'web' when a status request fails", async () => {
    const check = statuses('NOT_STARTED', new TypeError('Failed to fetch'));
    const p = failureOf(pollPreviewReady({ check }));
    await vi.advanceTimersByTimeAsync(PREVIEW_POLL_MS);
    expect((await p).reason).toBe('web');
  });

  it("times out with 'timeout' after 60 tries, 2 s apart", async () => {
    const check = statuses('IN_PROGRESS');
    const p = failureOf(pollPreviewReady({ check }));
    await vi.advanceTimersByTimeAsync(PREVIEW_POLL_MS * (PREVIEW_POLL_TRIES - 1));
    const failure = await p;
    expect(failure.reason).toBe('timeout');
    expect(check).toHaveBeenCalledTimes(PREVIEW_POLL_TRIES);
    expect(PREVIEW_POLL_TRIES).toBe(60);
  });

  it('stops when aborted, with the AbortError', async () => {
    const controller = new AbortController();
    const check = statuses('IN_PROGRESS');
    const p = pollPreviewReady({ check, signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const e = await p;
    expect(e).toBeInstanceOf(DOMException);
    expect((e as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10 * PREVIEW_POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('reads the status from a string or from status / preFlightCheckStatus / previewStatus', () => {
    expect(statusOf('SUCCESSFUL')).toBe('SUCCESSFUL');
    expect(statusOf({ preFlightCheckStatus: 'IN_PROGRESS', data: {} })).toBe('IN_PROGRESS');
    expect(statusOf({ previewStatus: 'COMPLETED' })).toBe('COMPLETED');
    expect(statusOf(null)).toBeNull();
  });
});
