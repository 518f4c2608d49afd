import { describe, expect, it } from 'vitest';
import { countryCode } from './events';

describe('countryCode', () => {
  it('takes two letters, in upper case; nothing else', () => {
    expect(countryCode(' gb ')).toBe('GB');
    for (const v of [undefined, '', 'GBR', 'XX', 'T1', '1A']) expect(countryCode(v)).toBeNull();
  });
});
