import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNewYorkDateTime,
  nextWholeMinute,
  readNewYorkDateTime,
  toNewYorkIso,
  toNewYorkWallClock,
} from './date-time';

const at = (text: string) => {
  const r = readNewYorkDateTime(text);
  if (!r.ok) throw new Error(`${text}: ${r.problem}`);
  return r.at;
};

describe('readNewYorkDateTime', () => {
  it('reads a wall-clock time as New York time, in winter (-05:00) and in summer (-04:00)', () => {
    expect(at('2026-03-05T14:30').toISOString()).toBe('2026-03-05T19:30:00.000Z');
    expect(at('2026-07-04 09:05').toISOString()).toBe('2026-07-04T13:05:00.000Z');
    expect(at('2026-07-04T09:05:00').toISOString()).toBe('2026-07-04T13:05:00.000Z');
  });

  it('reads an instant with an offset, to the whole minute only', () => {
    expect(at('2026-03-05T19:30:00Z').toISOString()).toBe('2026-03-05T19:30:00.000Z');
    expect(at('2026-03-05T14:30:00-05:00').toISOString()).toBe('2026-03-05T19:30:00.000Z');
    expect(readNewYorkDateTime('2026-03-05T19:30:15Z')).toEqual({ ok: false, problem: 'seconds' });
    expect(readNewYorkDateTime('2026-03-05T14:30:15')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a time the clocks skip when summer time starts', () => {
    expect(readNewYorkDateTime('2026-03-08T02:30')).toEqual({
      ok: false,
      problem: 'gap',
      wallClock: '2026-03-08T02:30',
    });
    expect(at('2026-03-08T03:00').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes the first of the two 1:30 AMs when summer time ends', () => {
    expect(toNewYorkIso(at('2026-11-01T01:30'))).toBe('2026-11-01T01:30:00-04:00');
  });

  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['  ', 'missing'],
    [42, 'invalid'],
    ['tomorrow', 'invalid'],
    ['2026-02-30T10:00', 'invalid'],
    ['2026-13-01T10:00', 'invalid'],
    ['2026-03-05T24:00', 'invalid'],
    ['2026-03-05', 'invalid'],
    ['03/05/2026 10:00', 'invalid'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(readNewYorkDateTime(value)).toMatchObject({ ok: false, problem });
  });

  it('round-trips: the wall clock of an instant reads back as that instant (outside the repeated hour)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 365 * 24 * 60 }), (minutes) => {
        const instant = new Date(Date.UTC(2020, 0, 1) + minutes * 60_000);
        const wall = toNewYorkWallClock(instant);
        const back = at(wall);
        // In the hour that happens twice, the wall clock names the first one.
        const diff = instant.getTime() - back.getTime();
        expect(diff === 0 || diff === 3_600_000).toBe(true);
        expect(toNewYorkWallClock(back)).toBe(wall);
        expect(readNewYorkDateTime(toNewYorkIso(instant))).toEqual({ ok: true, at: instant });
      }),
    );
  });
});

describe('formatting', () => {
  it('shows the date-time with its New York zone', () => {
    expect(formatNewYorkDateTime('2026-03-05T19:30:00Z')).toBe('Mar 5, 2026, 2:30 PM EST');
    expect(formatNewYorkDateTime(new Date('2026-07-04T13:05:00Z'))).toBe('Jul 4, 2026, 9:05 AM EDT');
    expect(formatNewYorkDateTime(null)).toBe('');
    expect(formatNewYorkDateTime('nonsense')).toBe('');
  });

  it('nextWholeMinute is the first whole minute strictly after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (ms) => {
        const next = nextWholeMinute(new Date(ms)).getTime();
        expect(next % 60_000).toBe(0);
        expect(next > ms && next - ms <= 60_000).toBe(true);
      }),
    );
  });
});
