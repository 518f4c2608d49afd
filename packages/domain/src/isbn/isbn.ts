/**
 * ISBN-10, ISBN-13 and EAN-13 check digits and the two ISBN field errors of spec 1 §8 that need
 * no database: 21040 (not the shape of an ISBN/EAN) and 21006 (right shape, wrong check digit).
 */

/** Catalogue code for text that is not the shape of an ISBN/EAN: 'Please enter a valid ISBN/EAN.' */
export const ISBN_SHAPE_ERROR = '21040';
/** Catalogue code for an ISBN whose check digit is wrong: 'Please enter a valid ISBN.' */
export const ISBN_CHECK_DIGIT_ERROR = '21006';
export type IsbnProblemCode = typeof ISBN_SHAPE_ERROR | typeof ISBN_CHECK_DIGIT_ERROR;

/** Strips hyphens and all whitespace and upper-cases a trailing x: ' 0-306-40615-x ' → '030640615X'. */
export function normalizeIsbn(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u2010-\u2015-]/g, '').toUpperCase();
}

const ISBN10_SHAPE = /^\d{9}[\dX]$/;
const DIGITS13 = /^\d{13}$/;

/** The ISBN-10 check character ('0'–'9' or 'X') of nine digits. */
export function isbn10CheckDigit(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new Error('isbn10CheckDigit needs nine digits');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The EAN-13 / ISBN-13 check digit of twelve digits (weights 1, 3, 1, 3 …). */
export function ean13CheckDigit(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error('ean13CheckDigit needs twelve digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** A valid ISBN-10 (hyphens and spaces allowed, final X for ten). */
export function isValidIsbn10(text: string | null | undefined): boolean {
  const s = normalizeIsbn(text);
  return ISBN10_SHAPE.test(s) && isbn10CheckDigit(s.slice(0, 9)) === s[9];
}

/** A valid EAN-13 of any prefix. */
export function isValidEan13(text: string | null | undefined): boolean {
  const s = normalizeIsbn(text);
  return DIGITS13.test(s) && ean13CheckDigit(s.slice(0, 12)) === s[12];
}

/** A valid ISBN-13: an EAN-13 in the book prefixes 978 or 979. */
export function isValidIsbn13(text: string | null | undefined): boolean {
  const s = normalizeIsbn(text);
  return /^97[89]/.test(s) && isValidEan13(s);
}

/** The ISBN-13 of a valid ISBN-10 ('0306406152' → '9780306406157'), or null when it is not one. */
export function isbn10To13(text: string | null | undefined): string | null {
  const s = normalizeIsbn(text);
  if (!isValidIsbn10(s)) return null;
  const first12 = `978${s.slice(0, 9)}`;
  return first12 + ean13CheckDigit(first12);
}

/** The ISBN-10 of a valid 978 ISBN-13, or null (979 ISBNs have no ISBN-10). */
export function isbn13To10(text: string | null | undefined): string | null {
  const s = normalizeIsbn(text);
  if (!isValidIsbn13(s) || !s.startsWith('978')) return null;
  const first9 = s.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}

/** The ISBN-13 form of a valid ISBN-10 or ISBN-13, or null: what Quire stores as a project's ISBN. */
export function toIsbn13(text: string | null | undefined): string | null {
  const s = normalizeIsbn(text);
  if (isValidIsbn13(s)) return s;
  return isbn10To13(s);
}

/**
 * What is wrong with an ISBN typed by hand: '21040' when it is not the shape of an ISBN-10 or
 * ISBN-13 (13 digits starting 978 or 979), '21006' when the shape is right but the check digit
 * is wrong, null when it is a valid ISBN. Empty text is '21040'; callers treat an absent ISBN
 * before calling.
 */
export function isbnProblem(text: string | null | undefined): IsbnProblemCode | null {
  const s = normalizeIsbn(text);
  if (ISBN10_SHAPE.test(s)) return isValidIsbn10(s) ? null : ISBN_CHECK_DIGIT_ERROR;
  if (DIGITS13.test(s) && /^97[89]/.test(s)) return isValidIsbn13(s) ? null : ISBN_CHECK_DIGIT_ERROR;
  return ISBN_SHAPE_ERROR;
}
