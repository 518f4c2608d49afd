import { describe, expect, it } from 'vitest';
import { createServerClock, serverTimeOffset } from './server-time';

describe('server time offset (spec 3 §7)', () => {
  it('is serverTime - clientNow', () => {
    expect(serverTimeOffset(1_000_500, 1_000_000)).toBe(500);
    expect(serverTimeOffset('999000', 1_000_000)).toBe(-1000);
    expect(serverTimeOffset(null, 1)).toBeNull();
    expect(serverTimeOffset('', 1)).toBeNull();
    expect(serverTimeOffset('soon', 1)).toBeNull();
  });

  it('keeps the last valid offset and reads now through it', () => {
    let client = 10_000;
    const clock = createServerClock(() => client);
    expect(clock.offset()).toBe(0);
    expect(clock.now()).toBe(10_000);
    clock.update('12500');
    expect(clock.offset()).toBe(2500);
    client = 20_000;
    expect(clock.now()).toBe(22_500);
    clock.update(undefined);
    clock.update('garbage');
    expect(clock.offset()).toBe(2500);
    clock.update(19_000);
    expect(clock.offset()).toBe(-1000);
  });
});
