import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from './accounts.tables';
import { createSessionCache, SESSION_CACHE_MAX_AGE_MS, type SessionWithUser } from './session-cache';

const found = (key: string, userId: string): SessionWithUser => ({
  session: { idHash: key } as SessionRow,
  user: { id: userId } as UserRow,
});

function setUp() {
  let at = 0;
  const cache = createSessionCache(() => at);
  let loads = 0;
  const load = (f: SessionWithUser | null) => async () => {
    loads++;
    return f;
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (at += ms) };
}

describe('createSessionCache', () => {
  it('reads through while off; keeps what it read once on', async () => {
    const { cache, load, loads } = setUp();
    const a = found('k1', 'u1');
    expect(await cache.read('t1', load(a))).toEqual({ found: a, cached: false });
    expect(await cache.read('t1', load(a))).toEqual({ found: a, cached: false });
    expect(loads()).toBe(2);
    cache.setEnabled(true);
    await cache.read('t1', load(a));
    expect(await cache.read('t1', load(a))).toEqual({ found: a, cached: true });
    expect(loads()).toBe(3);
    // Switched off (notifications lost): emptied, and read through again.
    cache.setEnabled(false);
    expect((await cache.read('t1', load(a))).cached).toBe(false);
  });

  it('drops the entries of a session, of an account, or all; and entries past their age', async () => {
    const { cache, load, advance } = setUp();
    cache.setEnabled(true);
    for (const [t, k, u] of [
      ['t1', 'k1', 'u1'],
      ['t2', 'k2', 'u1'],
      ['t3', 'k3', 'u2'],
    ] as const)
      await cache.read(t, load(found(k, u)));
    expect(cache.size).toBe(3);
    cache.session('k3');
    expect(cache.size).toBe(2);
    cache.user('u1');
    expect(cache.size).toBe(0);
    await cache.read('t1', load(found('k1', 'u1')));
    cache.all();
    expect(cache.size).toBe(0);
    await cache.read('t1', load(found('k1', 'u1')));
    advance(SESSION_CACHE_MAX_AGE_MS + 1);
    expect((await cache.read('t1', load(found('k1', 'u1')))).cached).toBe(false);
  });

  it('does not keep a row read while a change came in (it may be the row before the change)', async () => {
    const { cache } = setUp();
    cache.setEnabled(true);
    let release: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return found('k1', 'u1');
    };
    const reading = cache.read('t1', slow);
    cache.user('u9');
    release();
    await reading;
    expect(cache.size).toBe(0);
  });

  it('does not keep an unknown cookie', async () => {
    const { cache, load } = setUp();
    cache.setEnabled(true);
    await cache.read('t1', load(null));
    expect(cache.size).toBe(0);
  });
});
