import { describe, expect, it } from 'vitest';
import { authorMayCancel, deliveredAt, productionStartsAt, shipsAt } from './lifecycle';

describe('an order’s life in New York business time', () => {
  const fridayEvening = new Date('2026-11-27T22:00:00Z'); // Fri 5:00 PM ET

  it('starts production at 9:00 AM ET on the next business day (a Friday order on Monday)', () => {
    expect(productionStartsAt(fridayEvening).toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(productionStartsAt(new Date('2026-11-28T15:00:00Z')).toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    );
    expect(productionStartsAt(new Date('2026-12-01T13:00:00Z')).toISOString()).toBe(
      '2026-12-02T14:00:00.000Z',
    );
  });

  it('ships two business days later at 5:00 PM ET, across a daylight-saving change too', () => {
    expect(shipsAt(fridayEvening).toISOString()).toBe('2026-12-02T22:00:00.000Z');
    // Placed Thu 2026-03-05: production Fri 03-06 9 AM EST, ships Tue 03-10 5 PM EDT (UTC-4).
    expect(shipsAt(new Date('2026-03-05T15:00:00Z')).toISOString()).toBe('2026-03-10T21:00:00.000Z');
  });

  it('is delivered on the earliest delivery date at 2:00 PM ET, never before it ships', () => {
    expect(deliveredAt(fridayEvening, '2026-12-04').toISOString()).toBe('2026-12-04T19:00:00.000Z');
    expect(deliveredAt(fridayEvening, '2026-12-01').toISOString()).toBe('2026-12-02T23:00:00.000Z');
  });

  it('lets the author cancel only a placed order before production starts', () => {
    const sat = new Date('2026-11-28T15:00:00Z');
    expect(authorMayCancel('PLACED', sat, new Date('2026-11-30T13:59:00Z'))).toBe(true);
    expect(authorMayCancel('PLACED', sat, new Date('2026-11-30T14:00:00Z'))).toBe(false);
    expect(authorMayCancel('CANCELLED', sat, sat)).toBe(false);
  });
});
