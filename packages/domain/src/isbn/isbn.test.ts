import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorDefinition } from '../errors/catalogue';
import {
  ean13CheckDigit,
  isbn10CheckDigit,
  isbn10To13,
  isbn13To10,
  isbnProblem,
  isValidEan13,
  isValidIsbn10,
  isValidIsbn13,
  normalizeIsbn,
  toIsbn13,
} from './isbn';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const isbn10 = digits(9).map((d) => d + isbn10CheckDigit(d));
const isbn13 = fc
  .tuple(fc.constantFrom('978', '979'), digits(9))
  .map(([p, d]) => p + d)
  .map((d) => d + ean13CheckDigit(d));

describe('known ISBNs', () => {
  it('checks published examples', () => {
    expect(isValidIsbn10('0-306-40615-2')).toBe(true);
    expect(isValidIsbn10('0 8044 2957 x')).toBe(true);
    expect(isValidIsbn10('0-306-40615-3')).toBe(false);
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('979-10-90636-07-1')).toBe(true);
    expect(isValidEan13('4006381333931')).toBe(true); // a non-book EAN
    expect(isValidIsbn13('4006381333931')).toBe(false);
  });

  it('normalises hyphens, spaces and a lower-case x', () => {
    expect(normalizeIsbn(' 0-8044-2957-x ')).toBe('080442957X');
    expect(normalizeIsbn(null)).toBe('');
  });

  it('converts between ISBN-10 and ISBN-13', () => {
    expect(isbn10To13('0-306-40615-2')).toBe('9780306406157');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
    expect(isbn10To13('0306406153')).toBeNull();
    expect(isbn13To10('9780306406157')).toBe('0306406152');
    expect(isbn13To10('9791090636071')).toBeNull();
    expect(toIsbn13('0306406152')).toBe('9780306406157');
    expect(toIsbn13('978-0-306-40615-7')).toBe('9780306406157');
    expect(toIsbn13('12')).toBeNull();
  });
});

describe('isbnProblem', () => {
  it.each([
    ['9780306406157', null],
    ['0306406152', null],
    ['978-0-306-40615-7', null],
    ['9780306406158', '21006'],
    ['0306406153', '21006'],
    ['030640615X', '21006'],
    ['', '21040'],
    ['12345', '21040'],
    ['978030640615', '21040'],
    ['97803064061577', '21040'],
    ['4006381333931', '21040'],
    ['97803O6406157', '21040'],
    ['X306406152', '21040'],
  ])('%s → %s', (text, code) => {
    expect(isbnProblem(text)).toBe(code);
  });

  it('uses the catalogue messages of spec 1 §8', () => {
    expect(errorDefinition('21006').message).toBe('Please enter a valid ISBN.');
    expect(errorDefinition('21040').message).toBe('Please enter a valid ISBN/EAN.');
  });
});

describe('properties', () => {
  it('generated ISBN-10s and ISBN-13s are valid and have no problem', () => {
    fc.assert(
      fc.property(isbn10, isbn13, (ten, thirteen) => {
        expect(isValidIsbn10(ten)).toBe(true);
        expect(isValidIsbn13(thirteen)).toBe(true);
        expect(isbnProblem(ten)).toBeNull();
        expect(isbnProblem(thirteen)).toBeNull();
        expect(isValidIsbn13(isbn10To13(ten))).toBe(true);
        expect(isbn13To10(isbn10To13(ten))).toBe(ten);
      }),
    );
  });

  it('any single-digit change makes an ISBN-13 fail its check digit', () => {
    fc.assert(
      fc.property(
        isbn13,
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (isbn, pos, delta) => {
          const changed = isbn.slice(0, pos) + ((Number(isbn[pos]) + delta) % 10) + isbn.slice(pos + 1);
          expect(isValidIsbn13(changed)).toBe(false);
          expect(isbnProblem(changed)).toBe('21006');
        },
      ),
    );
  });

  it('any single-character change makes an ISBN-10 fail its check digit', () => {
    fc.assert(
      fc.property(
        isbn10,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 10 }),
        (isbn, pos, delta) => {
          const chars = '0123456789X';
          const value = isbn[pos] === 'X' ? 10 : Number(isbn[pos]);
          const next = (value + delta) % 11;
          if (pos < 9 && next === 10) return; // X only stands in the last place
          const changed = isbn.slice(0, pos) + chars[next] + isbn.slice(pos + 1);
          expect(isValidIsbn10(changed)).toBe(false);
          expect(isbnProblem(changed)).toBe('21006');
        },
      ),
    );
  });
});
