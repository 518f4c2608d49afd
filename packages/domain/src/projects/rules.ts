import { DOMAIN_MESSAGES } from '../i18n/messages/index';
import { COPYRIGHT_YEAR_MIN, MAX_CATEGORIES, PAGE_COUNT_MAX, PAGE_COUNT_MIN } from './types';

/**
 * Field rules of the project (spec 1 §5, §9) and their messages. Texts quoted by the spec are
 * verbatim (the even-number rule, the duplicate contributor e-mail); the others are Quire's words
 * because the spec gives none.
 */
export const PROJECT_MESSAGES = {
  /** Spec 1 §5 (the forms' even-number rule). */
  pageCount: DOMAIN_MESSAGES['form.evenNumber'],
  /** Spec 1 §5 (the forms' duplicate contributor e-mail rule). */
  contributorEmailExists: DOMAIN_MESSAGES['form.contributorEmailExists'],
  categories: `You can choose up to ${MAX_CATEGORIES} categories.`,
  categoryDuplicate: 'This category is already chosen.',
  categoryId: 'Please choose a category.',
  bisac: 'Please choose a category with a BISAC code.',
  type: 'Please choose a book type.',
  typeChange: 'The book type cannot be changed once the project is created.',
  title: 'Please enter the title.',
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  role: 'Please choose a contributor role.',
  email: 'Please enter a valid email address.',
  contributors: 'You can add up to 30 contributors.',
  pageSize: 'Please choose a book size.',
  coverFormat: 'Please choose a cover format.',
  coverFormatSize: 'This cover format is not available for the chosen book size.',
  coverFinish: 'Please choose a cover finish.',
  coverType: 'Please choose a cover type.',
  printColor: 'Please choose a print color.',
  paperColor: 'Please choose a paper color.',
  sampleType: 'Please choose a sample option.',
  languageCode: 'Please choose a language.',
  audience: 'Please choose an audience.',
  ageRange: 'Please choose an age range.',
  subjectType: 'Please choose fiction or nonfiction.',
  seriesNumber: 'Please enter a series number from 1 to 9999.',
  price: 'Please enter a price with at most two decimals.',
  /** Spec 1 §5 (the forms' digits-only rule): a price that is not a number at all. */
  priceDigits: DOMAIN_MESSAGES['form.digitsOnly'],
  runtime: 'Please enter the runtime as hh:mm.',
  spineColor: 'Please enter a color as #RRGGBB.',
  date: 'Please enter a valid date.',
} as const;

export const CONTRIBUTORS_MAX = 30;
export const TITLE_MAX = 200;
export const SERIES_NAME_MAX = 200;
export const PUBLISHER_NAME_MAX = 100;
export const DESCRIPTION_MAX = 4000;
export const EDITORIAL_REVIEWS_MAX = 10000;

/** The highest copyright year allowed: next year (books are often dated ahead). */
export function copyrightYearMax(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** 'Please enter a year from 2014 to 2027.' (Quire's words; the spec sets only the start, 2014.) */
export function copyrightYearMessage(now: Date = new Date()): string {
  return `Please enter a year from ${COPYRIGHT_YEAR_MIN} to ${copyrightYearMax(now)}.`;
}

/** The copyright years a select offers, newest first. */
export function copyrightYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = copyrightYearMax(now); y >= COPYRIGHT_YEAR_MIN; y--) years.push(y);
  return years;
}

/** A whole number from a number or a digits-only string, else null. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/** The highest list price a book may have. */
export const LIST_PRICE_MAX_WHOLE = 9999;

/**
 * The list price's message, or null (the server's save schema and the web's pricing step use it
 * alike). Text that is not a number (commas allowed) gets the digits message of spec 1 §5; a
 * negative price, more than two decimals (trailing zeros aside) or above 9,999.99 gets the price
 * message. An empty value passes: emptiness is the required rule's job.
 */
export function listPriceProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value).trim();
  const m = /^([-+]?)(\d+\.?\d*|\.\d+)$/.exec(text.replace(/,/g, ''));
  if (!m) return PROJECT_MESSAGES.priceDigits;
  const [whole = '', fraction = ''] = (m[2] as string).split('.');
  if (m[1] === '-') return PROJECT_MESSAGES.price;
  if (fraction.replace(/0+$/, '').length > 2) return PROJECT_MESSAGES.price;
  return Number(whole || '0') > LIST_PRICE_MAX_WHOLE ? PROJECT_MESSAGES.price : null;
}

/** The copyright-year message, or null when the year is 2014 to next year. */
export function copyrightYearProblem(value: unknown, now: Date = new Date()): string | null {
  const year = wholeNumber(value);
  return year !== null && year >= COPYRIGHT_YEAR_MIN && year <= copyrightYearMax(now)
    ? null
    : copyrightYearMessage(now);
}

/** The even-number message, or null for an even page count from 18 to 800. */
export function pageCountProblem(value: unknown): string | null {
  const n = wholeNumber(value);
  return n !== null && n % 2 === 0 && n >= PAGE_COUNT_MIN && n <= PAGE_COUNT_MAX
    ? null
    : PROJECT_MESSAGES.pageCount;
}

/** The category-limit message, or null for at most 5 categories. */
export function categoryCountProblem(count: number): string | null {
  return count > MAX_CATEGORIES ? PROJECT_MESSAGES.categories : null;
}

/**
 * Indexes of contributors whose e-mail repeats an earlier one (case and spaces ignored), so the
 * duplicate-email message goes on each later entry.
 */
export function duplicateContributorEmails(contributors: ReadonlyArray<{ email?: string | null }>): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  contributors.forEach((c, i) => {
    const email = (c.email ?? '').trim().toLowerCase();
    if (email === '') return;
    if (seen.has(email)) out.push(i);
    else seen.add(email);
  });
  return out;
}
