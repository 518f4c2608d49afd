import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsPhone, isValidUsMobile, US_PHONE_MAX_LENGTH, usPhoneDigits } from './phone';

describe('formatUsPhone (spec 1 §5, spec 3 §5)', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['202', '202'],
    ['2025', '202-5'],
    ['202555', '202-555'],
    ['2025550', '202-555-0'],
    ['2025550143', '202-555-0143'],
    ['12025550143', '202-555-0143'],
    ['+1 (202) 555-0143', '202-555-0143'],
    ['1', ''],
    ['1202', '202'],
    ['202-555-01439999', '202-555-0143'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it('never exceeds 12 characters and keeps the digits in order', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = formatUsPhone(input);
        expect(out.length).toBeLessThanOrEqual(US_PHONE_MAX_LENGTH);
        expect(out).toMatch(/^(\d{0,3}|\d{3}-\d{1,3}|\d{3}-\d{3}-\d{1,4})$/);
        expect(out.replace(/-/g, '')).toBe(usPhoneDigits(input));
      }),
    );
  });

  it('is idempotent (re-formatting a formatted number changes nothing)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9][0-9]{0,9}$/), (digits) => {
        const once = formatUsPhone(digits);
        expect(formatUsPhone(once)).toBe(once);
      }),
    );
  });

  it('formats progressively: each typed digit extends the previous result', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9][0-9]{9}$/), (digits) => {
        let previous = '';
        for (let i = 1; i <= digits.length; i++) {
          const next = formatUsPhone(digits.slice(0, i));
          expect(next.startsWith(previous)).toBe(true);
          previous = next;
        }
        expect(formatUsPhone(`1${digits}`)).toBe(previous);
      }),
    );
  });
});

describe('isValidUsMobile', () => {
  it.each([
    ['202-555-0143', true],
    ['12025550143', true],
    ['902-555-0143', true],
    ['102-555-0143', false], // the leading 1 is dropped, leaving 9 digits
    ['002-555-0143', false],
    ['202-555-014', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidUsMobile(input)).toBe(expected);
  });
});
