import { describe, expect, it } from 'vitest';
import { onixFeedSince } from './feed';

describe('onixFeedSince', () => {
  it('a day starts at midnight in New York (EST and EDT)', () => {
    expect(onixFeedSince('2026-11-25')?.toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(onixFeedSince('2026-07-04')?.toISOString()).toBe('2026-07-04T04:00:00.000Z');
  });

  it('an instant with its offset is that instant', () => {
    expect(onixFeedSince('2026-11-25T09:30:00Z')?.toISOString()).toBe('2026-11-25T09:30:00.000Z');
    expect(onixFeedSince('2026-11-25T09:30:00.5-05:00')?.toISOString()).toBe('2026-11-25T14:30:00.500Z');
    expect(onixFeedSince('2026-11-25T09:30Z')?.toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });

  it('refuses anything else: no offset, not a real day, not a date', () => {
    for (const bad of [
      '',
      'yesterday',
      '2026-11-25T09:30:00',
      '2026-02-30',
      '2026-02-30T00:00:00Z',
      '25/11/2026',
      '2026-13-01',
    ]) {
      expect(onixFeedSince(bad), bad).toBeNull();
    }
  });
});
