import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLockTime,
  isLocked,
  LOCKOUT_BASE_MS,
  LOCKOUT_CAP_MS,
  LOCKOUT_MEMORY_MS,
  LOCKOUT_THRESHOLD,
  lockDurationMs,
  lockoutMessage,
  minutesLeft,
  overrideLock,
  recordFailure,
  type ThrottleState,
} from './lockout';

const t0 = new Date('2026-11-24T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function fail(times: number, state: ThrottleState | null = null, start = t0): ThrottleState {
  let s = state;
  for (let i = 0; i < times; i++) s = recordFailure(s, start);
  return s!;
}

describe('sign-in lockout', () => {
  it('locks after the fifth failure in a row, for 15 minutes', () => {
    const four = fail(LOCKOUT_THRESHOLD - 1);
    expect(isLocked(four, t0)).toBe(false);
    const five = recordFailure(four, t0);
    expect(isLocked(five, t0)).toBe(true);
    expect(five.lockedUntil).toEqual(at(LOCKOUT_BASE_MS));
    expect(isLocked(five, at(LOCKOUT_BASE_MS - 1))).toBe(true);
    expect(isLocked(five, at(LOCKOUT_BASE_MS))).toBe(false);
  });

  it('doubles the lock for each failure after it, up to the cap', () => {
    expect([5, 6, 7, 8, 9, 10, 40].map(lockDurationMs)).toEqual([
      15 * 60_000,
      30 * 60_000,
      60 * 60_000,
      120 * 60_000,
      LOCKOUT_CAP_MS,
      LOCKOUT_CAP_MS,
      LOCKOUT_CAP_MS,
    ]);
    expect(lockDurationMs(4)).toBe(0);
  });

  it('forgets old failures when no lock is in force', () => {
    const three = fail(3);
    const later = recordFailure(three, at(LOCKOUT_MEMORY_MS + 1));
    expect(later.failures).toBe(1);
  });

  it('an override ends the lock but keeps the count', () => {
    const locked = fail(5);
    const over = overrideLock(locked);
    expect(isLocked(over, t0)).toBe(false);
    expect(isLocked(recordFailure(over, t0), t0)).toBe(true);
  });

  it('every lock is temporary: never longer than the cap', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * LOCKOUT_CAP_MS }), { maxLength: 60 }), (gaps) => {
        let s: ThrottleState | null = null;
        let now = t0.getTime();
        for (const gap of gaps) {
          now += gap;
          if (isLocked(s, new Date(now))) continue;
          s = recordFailure(s, new Date(now));
          if (s.lockedUntil) expect(s.lockedUntil.getTime() - now).toBeLessThanOrEqual(LOCKOUT_CAP_MS);
        }
      }),
    );
  });

  it('says how to get back in', () => {
    expect(minutesLeft(at(LOCKOUT_BASE_MS), at(1))).toBe(15);
    expect(minutesLeft(at(1000), t0)).toBe(1);
    expect(lockoutMessage(15, '12:15 PM')).toBe(
      'Too many unsuccessful sign-in attempts. To sign in now, reset your password with "Forgot password", or try again in 15 minutes (after 12:15 PM).',
    );
    expect(lockoutMessage(1, '12:15 PM')).toContain('in 1 minute (');
  });
});

describe('formatLockTime', () => {
  it('shows the New York time of day with its zone', () => {
    expect(formatLockTime(new Date('2026-11-24T12:15:00Z'))).toBe('7:15 AM EST');
    expect(formatLockTime(new Date('2026-07-01T18:05:00Z'))).toBe('2:05 PM EDT');
  });
});
