import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newYorkBusinessDate, SHIPPING_METHODS, shippingOptions, shippingPrice } from './shipping';

describe('shipping', () => {
  it('prices the first copy and each further one, domestic and international', () => {
    expect(shippingPrice('STANDARD', 'US', 1).toFixed(2)).toBe('3.99');
    expect(shippingPrice('STANDARD', 'US', 3).toFixed(2)).toBe('5.97');
    expect(shippingPrice('PRIORITY', 'GB', 2).toFixed(2)).toBe('39.98');
    expect(shippingPrice('EXPEDITED', 'US', 0).toFixed(2)).toBe('0.00');
  });

  it('counts New York business days: a Friday evening in New York (Saturday in UTC) plus 1 is Monday', () => {
    // 2026-03-06 is a Friday; 23:30 in New York is 04:30 UTC on Saturday.
    const fridayNight = new Date('2026-03-07T04:30:00Z');
    expect(newYorkBusinessDate(fridayNight, 1)).toBe('2026-03-09');
    expect(newYorkBusinessDate(fridayNight, 5)).toBe('2026-03-13');
    // A Saturday order counts from the Monday.
    expect(newYorkBusinessDate(new Date('2026-03-07T16:00:00Z'), 1)).toBe('2026-03-09');
  });

  it('lists every method with its price and dates, the latest never before the earliest', () => {
    const options = shippingOptions('US', 2, new Date('2026-03-04T15:00:00Z'));
    expect(options.map((o) => o.code)).toEqual([...SHIPPING_METHODS]);
    expect(options[0]).toMatchObject({
      code: 'STANDARD',
      label: 'Standard',
      price: '4.98',
      earliestDelivery: '2026-03-11',
      latestDelivery: '2026-03-16',
    });
  });

  it('property: delivery dates never fall on a weekend and keep their order', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.constantFrom('US', 'GB', 'DE'),
        (at, country) => {
          for (const o of shippingOptions(country, 1, at)) {
            for (const day of [o.earliestDelivery, o.latestDelivery]) {
              const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
              expect(weekday).not.toBe(0);
              expect(weekday).not.toBe(6);
            }
            expect(o.earliestDelivery <= o.latestDelivery).toBe(true);
          }
        },
      ),
    );
  });
});
