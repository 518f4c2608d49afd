import { describe, expect, it } from 'vitest';
import { hyphenateIsbn } from './hyphenate';

describe('hyphenateIsbn', () => {
  it('hyphenates by the registration group and registrant ranges', () => {
    expect(hyphenateIsbn('9798886450101')).toBe('979-8-88645-010-1');
    expect(hyphenateIsbn('9780306406157')).toBe('978-0-306-40615-7');
    expect(hyphenateIsbn('9791090636071')).toBe('979-10-90636-07-1');
    expect(hyphenateIsbn('9780804429573')).toBe('978-0-8044-2957-3');
    expect(hyphenateIsbn('0306406152')).toBe('0-306-40615-2');
  });

  it('re-hyphenates text typed with other hyphens or spaces', () => {
    expect(hyphenateIsbn('978-030640615-7')).toBe('978-0-306-40615-7');
    expect(hyphenateIsbn(' 979 8886450101 ')).toBe('979-8-88645-010-1');
  });

  it('leaves what is not an ISBN as it is', () => {
    expect(hyphenateIsbn('4006381333931')).toBe('4006381333931');
    expect(hyphenateIsbn('9780306406158')).toBe('9780306406158');
    expect(hyphenateIsbn('97988')).toBe('97988');
    expect(hyphenateIsbn('')).toBe('');
  });
});
