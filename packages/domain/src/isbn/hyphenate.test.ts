import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hyphenateIsbn } from './hyphenate';
import { ean13CheckDigit, isbn13To10, isValidIsbn10, isValidIsbn13 } from './isbn';

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

describe('hyphenateIsbn (properties)', () => {
  const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
  const isbn13 = fc
    .tuple(fc.constantFrom('978', '979'), digits(9))
    .map(([prefix, body]) => `${prefix}${body}${ean13CheckDigit(`${prefix}${body}`)}`);

  it('only adds hyphens: the digits stay as they were, and hyphenating again changes nothing', () => {
    fc.assert(
      fc.property(isbn13, (isbn) => {
        const shown = hyphenateIsbn(isbn);
        expect(shown.replaceAll('-', '')).toBe(isbn);
        expect(hyphenateIsbn(shown)).toBe(shown);
        // Prefix, registration group, registrant, publication and check digit; or as given.
        if (shown !== isbn) {
          const parts = shown.split('-');
          expect(parts).toHaveLength(5);
          expect(parts[0]).toBe(isbn.slice(0, 3));
          expect(parts[4]).toHaveLength(1);
          expect(parts.every((p) => p.length > 0)).toBe(true);
        }
      }),
    );
  });

  it('splits an ISBN-10 and its ISBN-13 into the same group, registrant and publication', () => {
    fc.assert(
      fc.property(
        isbn13.filter((i) => i.startsWith('978')),
        (isbn) => {
          const ten = isbn13To10(isbn) as string;
          const shown13 = hyphenateIsbn(isbn).split('-');
          const shown10 = hyphenateIsbn(ten).split('-');
          if (shown13.length === 1) return void expect(shown10).toEqual([ten]);
          expect(shown10.slice(0, 3)).toEqual(shown13.slice(1, 4));
        },
      ),
    );
  });

  it('leaves any other text as it was', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const shown = hyphenateIsbn(text);
        if (shown !== text)
          expect(isValidIsbn13(shown.replaceAll('-', '')) || isValidIsbn10(shown.replaceAll('-', ''))).toBe(
            true,
          );
      }),
    );
  });
});
