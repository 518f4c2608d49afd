/**
 * ONIX for Books 3.0 (decision 027): how a Quire book's facts map onto EDItEUR's code lists. The
 * server's record builder (apps/server/src/modules/onix) writes the XML with these; the choices
 * and where each field comes from are in docs/decisions/027-onix.md. Code list numbers are those
 * of ONIX_BookProduct_CodeLists.xsd (EDItEUR's code lists, issue no. 66).
 */
import { fullCoverSize } from '../files/covers';
import { calendarDate, type DateInput } from '../format/dates';
import { trimSizeOf } from '../projects/trim';
import type {
  AgeRange,
  Audience,
  ContributorRoleCode,
  CoverFormat,
  PaperColor,
  PrintColor,
  ProjectType,
} from '../projects/types';

/** The namespace of the reference-tag schema, and the release every message declares. */
export const ONIX_NAMESPACE = 'http://ns.editeur.org/onix/3.0/reference';
export const ONIX_RELEASE = '3.0';

/**
 * List 17 (contributor role) for each of the spec's role codes (spec 1 §3). Photographer is
 * "Photographs by" (a contributor of photographs to a book), narrator "Narrator" (E03), and
 * "other" the list's "Other" (Z99).
 */
export const ONIX_CONTRIBUTOR_ROLES: Readonly<Record<ContributorRoleCode, string>> = {
  A: 'A01', // By (author)
  E: 'B01', // Edited by
  I: 'A12', // Illustrated by
  T: 'B06', // Translated by
  P: 'A13', // Photographs by
  V: 'A24', // Introduction by
  L: 'C01', // Compiled by
  Y: 'E03', // Narrator
  other: 'Z99', // Other
};

/** The ONIX role of a contributor role code; a code Quire does not know reads as Other (Z99). */
export function onixContributorRole(code: string): string {
  return Object.hasOwn(ONIX_CONTRIBUTOR_ROLES, code)
    ? ONIX_CONTRIBUTOR_ROLES[code as ContributorRoleCode]
    : ONIX_CONTRIBUTOR_ROLES.other;
}

/** List 150 (product form) and list 175 (product form detail). */
export interface OnixProductForm {
  form: string;
  details: string[];
}

/**
 * An eBook is a digital download in EPUB (ED + E101); a print book is a paperback (BC) or a
 * hardback (BB) by its cover format: case laminate is a printed laminated case (B415), a dust
 * jacket is B501. A print book without a cover format yet is a book of unspecified binding (BA).
 */
export function onixProductForm(
  type: ProjectType,
  coverFormat: CoverFormat | null | undefined,
): OnixProductForm {
  if (type === 'EBOOK') return { form: 'ED', details: ['E101'] };
  switch (coverFormat) {
    case 'SOFTCOVER':
      return { form: 'BC', details: [] };
    case 'HARDCOVER':
      return { form: 'BB', details: ['B415'] };
    case 'HARDCOVER_DUST_JACKET':
      return { form: 'BB', details: ['B501'] };
    default:
      return { form: 'BA', details: [] };
  }
}

/** One <Audience> composite: list 29 code type and its value. */
export interface OnixAudienceCode {
  codeType: string;
  value: string;
}

/** List 28 (ONIX audience type) for each of the spec's audiences. */
export const ONIX_AUDIENCES: Readonly<Record<Audience, string>> = {
  JUV: '02', // Children
  YA: '03', // Teenage
  TRA: '01', // General / adult
  MA: '01', // General / adult, with the adult rating below
};

/** List 29 code 22 (ONIX adult audience rating) with list 203 code 02 (content warning). */
export const ONIX_ADULT_CONTENT_WARNING: OnixAudienceCode = { codeType: '22', value: '02' };

/**
 * The <Audience> composites of a book: its ONIX audience (list 28), and for a mature book the
 * adult content warning, which list 29 allows only beside the general/adult audience (01). A book
 * marked mature for a younger audience keeps that audience and no rating.
 */
export function onixAudiences(audience: Audience | null | undefined, mature: boolean): OnixAudienceCode[] {
  const out: OnixAudienceCode[] = [];
  const code = audience ? ONIX_AUDIENCES[audience] : null;
  if (code) out.push({ codeType: '01', value: code });
  if ((mature || audience === 'MA') && (code === null || code === '01')) out.push(ONIX_ADULT_CONTENT_WARNING);
  return out;
}

/** An <AudienceRange>: interest age in years (list 30 code 17), from (03) and to (04). */
export interface OnixAgeRange {
  qualifier: '17';
  from: number;
  to: number;
}

const AGE_YEARS: Readonly<Record<AgeRange, readonly [number, number]>> = {
  ZERO_TWO: [0, 2],
  THREE_FIVE: [3, 5],
  SIX_EIGHT: [6, 8],
  NINE_TWELVE: [9, 12],
};

export function onixAgeRange(ageRange: AgeRange | null | undefined): OnixAgeRange | null {
  if (!ageRange || !Object.hasOwn(AGE_YEARS, ageRange)) return null;
  const [from, to] = AGE_YEARS[ageRange];
  return { qualifier: '17', from, to };
}

/** The change a record tells: a book went on sale, or was taken off sale. */
export const ONIX_SALE_CHANGES = ['ONSALE', 'OFFSALE'] as const;
export type OnixSaleChange = (typeof ONIX_SALE_CHANGES)[number];

/** List 1 (notification type), list 64 (publishing status) and list 65 (product availability). */
export interface OnixSaleState {
  notificationType: string;
  publishingStatus: string;
  productAvailability: string;
  /** A pre-order whose on-sale day is still ahead: the record also carries that day. */
  forthcoming: boolean;
}

/** On sale: a complete record (03), active (04), available (20). */
export const ONIX_ON_SALE: OnixSaleState = {
  notificationType: '03',
  publishingStatus: '04',
  productAvailability: '20',
  forthcoming: false,
};

/**
 * Off sale: still a complete record (03), since list 1 keeps Delete (05) for records sent in
 * error and says a product withdrawn from sale is a change of publishing status; withdrawn from
 * sale (64: 11) and not available because withdrawn (65: 46). Neither code claims permanence, so
 * the same record can go active again when the author puts the book back on sale.
 */
export const ONIX_OFF_SALE: OnixSaleState = {
  notificationType: '03',
  publishingStatus: '11',
  productAvailability: '46',
  forthcoming: false,
};

/** A pre-order before its on-sale day: advance notification (02), forthcoming (02), not yet available (10). */
export const ONIX_FORTHCOMING: OnixSaleState = {
  notificationType: '02',
  publishingStatus: '02',
  productAvailability: '10',
  forthcoming: true,
};

/**
 * What a record says about sale at `now`: off sale is withdrawn; on sale is active, unless the
 * book is a pre-order whose on-sale day (in New York, the business time zone) is still ahead.
 */
export function onixSaleState(
  change: OnixSaleChange,
  book: { preOrder: boolean; onSaleDate: DateInput },
  now: Date,
): OnixSaleState {
  if (change === 'OFFSALE') return ONIX_OFF_SALE;
  const onSaleDay = book.preOrder ? calendarDate(book.onSaleDate) : null;
  const today = calendarDate(now);
  return onSaleDay !== null && today !== null && onSaleDay > today ? ONIX_FORTHCOMING : ONIX_ON_SALE;
}

/** An ONIX date (dateformat 00, YYYYMMDD) of the New York day a date or instant falls on; null if none. */
export function onixDate(value: DateInput): string | null {
  return calendarDate(value)?.replaceAll('-', '') ?? null;
}

/** The header's <SentDateTime>: YYYYMMDDThhmmssZ in UTC. */
export function onixSentDateTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A <Measure>: list 48 type, the value in inches (list 50 unit `in`). */
export interface OnixMeasure {
  type: '01' | '02' | '03';
  value: string;
  unit: 'in';
}

/** Inches to at most three decimals, no trailing zeros ("6", "8.5", "0.496"). */
const inches = (value: number): string => String(Math.round(value * 1000) / 1000);

/**
 * The height (01), width (02) and thickness (03) of a print book, from the same cover geometry as
 * the cover template: a paperback is its trim and its spine; a hardback's boards overhang the trim
 * and its spine includes them. Thickness needs the page count, paper and print colour; an eBook,
 * or a size Quire does not print, has no measures.
 */
export function onixMeasures(book: {
  type: ProjectType;
  pageSize: string | null | undefined;
  pageCount: number | null | undefined;
  paperColor: PaperColor | null | undefined;
  printColor: PrintColor | null | undefined;
  coverFormat: CoverFormat | null | undefined;
}): OnixMeasure[] {
  if (book.type === 'EBOOK') return [];
  const trim = trimSizeOf(book.pageSize);
  if (!trim) return [];
  const m = (type: OnixMeasure['type'], value: number): OnixMeasure => ({
    type,
    value: inches(value),
    unit: 'in',
  });
  const { pageCount, paperColor, printColor } = book;
  if (!pageCount || pageCount <= 0 || !paperColor || !printColor) {
    return [m('01', trim.heightIn), m('02', trim.widthIn)];
  }
  const cover = fullCoverSize(trim, pageCount, paperColor, printColor, book.coverFormat ?? 'SOFTCOVER');
  return [m('01', cover.coverHeightIn), m('02', cover.coverWidthIn), m('03', cover.spineIn)];
}

/**
 * Text as XML 1.0 may carry it: the characters XML forbids (C0 controls other than tab, line feed
 * and carriage return, lone surrogates, U+FFFE and U+FFFF) are dropped; everything else, markup
 * characters included, is left for the XML writer to escape.
 */
export function xmlSafeText(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing the control characters XML forbids is the point
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}
