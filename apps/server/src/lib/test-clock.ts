/**
 * A clock that end-to-end tests may move forward (QUIRE_TEST_CLOCK=1, demo mode only): the server's
 * `now` is the real time plus an offset that only grows. Everything that reads `config.now` (a
 * coupon's status, sessions, scheduled prices) sees the moved time; the database's own clock does not.
 */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  offsetMs: () => number;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms <= 0) throw new RangeError('The clock only moves forward.');
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
