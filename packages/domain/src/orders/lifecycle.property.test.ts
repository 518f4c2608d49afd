import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorMayCancel, deliveredAt, productionStartsAt, shipsAt } from './lifecycle';

/**
 * The order's life for any moment it is placed, checked against New York's own calendar as the
 * platform's Intl reads it (not date-fns, which the rules use): production starts at 9:00 AM on
 * the next weekday, the order ships at 5:00 PM two weekdays later, across every daylight-saving
 * change of the century.
 */

const NY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The New York calendar day (YYYY-MM-DD), weekday and time of a moment. */
function newYork(at: Date): { day: string; weekday: string; time: string } {
  const p = Object.fromEntries(NY.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    weekday: p.weekday!,
    time: `${p.hour}:${p.minute}:${p.second}`,
  };
}

const WEEKEND = new Set(['Sat', 'Sun']);
/** The New York days from the day after `from` up to the day before `to`. */
function daysBetween(from: Date, to: Date): { day: string; weekday: string }[] {
  const out: { day: string; weekday: string }[] = [];
  const end = newYork(to).day;
  // Noon UTC is the same calendar day in New York whatever the season.
  let d = new Date(`${newYork(from).day}T12:00:00Z`);
  for (;;) {
    d = new Date(d.getTime() + 86_400_000);
    const ny = newYork(d);
    if (ny.day >= end) return out;
    out.push(ny);
  }
}

const placed = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('an order’s life, for any moment it is placed', () => {
  it('starts production at 9:00 AM New York time on the next weekday, skipping only a weekend', () => {
    fc.assert(
      fc.property(placed, (at) => {
        const start = productionStartsAt(at);
        const ny = newYork(start);
        expect(ny.time).toBe('09:00:00');
        expect(WEEKEND.has(ny.weekday)).toBe(false);
        expect(ny.day > newYork(at).day).toBe(true);
        expect(daysBetween(at, start).every((d) => WEEKEND.has(d.weekday))).toBe(true);
        expect(start.getTime() - at.getTime()).toBeLessThan(4 * 86_400_000);
      }),
    );
  });

  it('never starts an order placed later before one placed earlier', () => {
    fc.assert(
      fc.property(placed, placed, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(productionStartsAt(early).getTime()).toBeLessThanOrEqual(productionStartsAt(late).getTime());
      }),
    );
  });

  it('ships at 5:00 PM New York time on the second weekday after production starts', () => {
    fc.assert(
      fc.property(placed, (at) => {
        const start = productionStartsAt(at);
        const ships = shipsAt(at);
        const ny = newYork(ships);
        expect(ny.time).toBe('17:00:00');
        expect(WEEKEND.has(ny.weekday)).toBe(false);
        const weekdays = daysBetween(start, ships).filter((d) => !WEEKEND.has(d.weekday));
        expect(weekdays).toHaveLength(1);
      }),
    );
  });

  it('is delivered on the planned day at 2:00 PM, or an hour after it ships when that is earlier', () => {
    fc.assert(
      fc.property(placed, fc.integer({ min: -10, max: 20 }), (at, offset) => {
        const planned = new Date(at.getTime() + offset * 86_400_000);
        const day = newYork(planned).day;
        const delivered = deliveredAt(at, day);
        const ships = shipsAt(at);
        expect(delivered.getTime()).toBeGreaterThan(ships.getTime());
        if (delivered.getTime() === ships.getTime() + 3_600_000) return;
        expect(newYork(delivered)).toMatchObject({ day, time: '14:00:00' });
      }),
    );
  });

  it('lets the author cancel a placed order exactly until production starts', () => {
    fc.assert(
      fc.property(placed, fc.integer({ min: -3_600_000, max: 5 * 86_400_000 }), (at, later) => {
        const now = new Date(at.getTime() + later);
        expect(authorMayCancel('PLACED', at, now)).toBe(now < productionStartsAt(at));
        expect(authorMayCancel('IN_PRODUCTION', at, now)).toBe(false);
      }),
    );
  });
});
