import { TZDate, tz, tzName } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clock12Text,
  clock24Text,
  isoDayText,
  longDayText,
  offsetText,
  shortDayText,
  usDayText,
  type WallClock,
  wallClockOf,
} from './wall-clock';

const onWallClock = (at: Date, zone: string) => wallClockOf(at, zone) as WallClock;

// Each pattern against date-fns's `format` of the same instant in the same zone (the output the
// code gave before decision 056's last update): instants from 1900 to 2200, which cross every
// summer-time change of those years, in New York and in zones with other offsets (half hours, east
// of UTC, UTC).
const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Adelaide', 'UTC'];
const instants = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const CASES: [string, (d: WallClock) => string][] = [
  ['yyyy-MM-dd', isoDayText],
  ['MM/dd/yyyy', usDayText],
  ['MMMM d, yyyy', (d) => longDayText(d, true)],
  ['d MMMM yyyy', (d) => longDayText(d, false)],
  ['MMM dd, yyyy', (d) => shortDayText(d, true)],
  ['MMM d, yyyy', (d) => shortDayText(d, false)],
  ['h:mm a', clock12Text],
  ['HH:mm', (d) => clock24Text(d)],
  ['HH:mm:ss', (d) => clock24Text(d, true)],
  ['XXX', offsetText],
];

describe('wall-clock texts', () => {
  for (const [pattern, ours] of CASES) {
    it(`'${pattern}' is date-fns's format in every zone`, () => {
      fc.assert(
        fc.property(instants, fc.constantFrom(...ZONES), (at, zone) => {
          expect(ours(onWallClock(at, zone))).toBe(format(at, pattern, { in: tz(zone) }));
        }),
        { numRuns: 500 },
      );
    });
  }

  it("reads an instant's fields with Intl as TZDate reads them, and names the zone as en-US does", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (at, zone) => {
        const ours = wallClockOf(at, zone);
        const theirs = new TZDate(at.getTime(), zone);
        expect(ours).not.toBeNull();
        for (const field of [
          'getFullYear',
          'getMonth',
          'getDate',
          'getHours',
          'getMinutes',
          'getSeconds',
          'getTimezoneOffset',
        ] as const)
          expect((ours?.[field]() ?? Number.NaN) + 0, field).toBe(theirs[field]() + 0);
        // The name @date-fns/tz gave before (EST and EDT in New York since 1970).
        expect(ours?.zoneName).toBe(tzName(zone, at, 'short'));
      }),
      { numRuns: 1000 },
    );
    expect(wallClockOf(Number.NaN, 'UTC')).toBeNull();
    expect(wallClockOf(9e15, 'UTC')).toBeNull();
    expect(wallClockOf(new Date('not a date'), 'UTC')).toBeNull();
  });

  it('reads the instant in New York across the spring and autumn changes', () => {
    // 2026-03-08 02:00 EST becomes 03:00 EDT; 2026-11-01 02:00 EDT becomes 01:00 EST.
    const ny = (iso: string) => onWallClock(new Date(iso), 'America/New_York');
    expect(`${isoDayText(ny('2026-03-08T06:59:00Z'))} ${clock12Text(ny('2026-03-08T06:59:00Z'))}`).toBe(
      '2026-03-08 1:59 AM',
    );
    expect(clock12Text(ny('2026-03-08T07:00:00Z'))).toBe('3:00 AM');
    expect(offsetText(ny('2026-03-08T07:00:00Z'))).toBe('-04:00');
    expect(clock12Text(ny('2026-11-01T05:30:00Z'))).toBe('1:30 AM');
    expect(clock12Text(ny('2026-11-01T06:30:00Z'))).toBe('1:30 AM');
    expect(offsetText(ny('2026-11-01T06:30:00Z'))).toBe('-05:00');
    expect(`${longDayText(ny('2026-01-01T04:59:00Z'), true)}`).toBe('December 31, 2025');
  });

  it('writes the fields of any date, a TZDate among them', () => {
    const there = new TZDate(2026, 2, 5, 14, 30, 'America/New_York');
    expect(`${isoDayText(there)} ${clock12Text(there)} ${offsetText(there)}`).toBe(
      '2026-03-05 2:30 PM -05:00',
    );
    expect(clock24Text(onWallClock(new Date(there.getTime()), 'Asia/Kolkata'))).toBe('01:00');
  });
});
