import Decimal from 'decimal.js';
import type { ApiErrorItem } from '../api/envelope';
import { AppError } from '../errors/app-error';
import type { Amount } from '../format/price';
import { DOMAIN_MESSAGES } from '../i18n/messages/index';
import { trimSizeOf } from '../projects/trim';
import {
  COVER_FORMAT_LABELS,
  COVER_FORMATS,
  type CoverFormat,
  PAGE_COUNT_MAX,
  PAGE_COUNT_MIN,
  PAPER_COLOR_LABELS,
  PAPER_COLORS,
  type PaperColor,
  PRINT_COLOR_LABELS,
  PRINT_COLORS,
  type PrintColor,
} from '../projects/types';
import { printCostRow } from './cost-table';
import { ceilToCent, money2, money4, parsePrice } from './money';
import {
  isUltraPremium,
  ULTRA_PREMIUM_SPEC,
  ultraPremiumCostRow,
  ultraPremiumSizeProblems,
} from './ultra-premium-cost-table';

/** Print retail and distribution share (spec 1 §9). */
export const PRINT_RETAIL_SHARE = '0.45';
/** What the author keeps of a print list price before printing: 1 − 0.45. */
export const PRINT_AUTHOR_SHARE = '0.55';
/** Highest print list price a quote accepts (Quire's bound; the spec gives none). */
export const PRINT_PRICE_MAX = '9999.99';
/** Most personal-use copies one quote prices (Quire's bound). */
export const PERSONAL_QUANTITY_MAX = 9999;

export const PRINT_MESSAGES = {
  pageSize: 'Please choose a book size.',
  pageCount: DOMAIN_MESSAGES['form.evenNumber'],
  printColor: 'Please choose a print color.',
  paperColor: 'Please choose a paper color.',
  coverFormat: 'Please choose a cover format.',
  coverFormatSize: 'This cover format is not available for the chosen book size.',
  price: 'Please enter a price from $0.00 to $9,999.99 with at most two decimals.',
  quantity: 'Please enter a quantity from 1 to 9,999.',
} as const;

/** The print specification a quote needs. */
export interface PrintSpec {
  pageSize: string | null | undefined;
  pageCount: number | string | null | undefined;
  printColor: string | null | undefined;
  paperColor: string | null | undefined;
  coverFormat: string | null | undefined;
  /**
   * ULTRA_PREMIUM prices the book by the Ultra Premium table, in its own colour and paper (the
   * spec's are not asked), within its trims and page range; anything else is the standard table.
   */
  printTier?: string | null | undefined;
}

export interface PrintQuote {
  /** The list price quoted, or null when none was given. */
  price: string | null;
  /** fixed + pageCount × perPage, 2 decimals. */
  printing_cost: string;
  /** The table's per-page cost, 4 decimals. */
  cost_per_page: string;
  /** The retail and distribution share, '0.45'. */
  retail_margin: string;
  /** The lowest list price whose royalty is not negative: printing_cost / 0.55 rounded up to the cent. */
  floor_price: string;
  /** price × 0.55 − printing_cost, 2 decimals, may be negative; '0.00' without a price. */
  net_royalty: string;
  /** net_royalty / price, 2 decimals; '0.00' without a price (or at price 0). */
  royalty_rate: string;
  pricing_description: string;
}

export interface PersonalQuote {
  quantity: number;
  /** Printing cost of one copy, 2 decimals. */
  printing_cost: string;
  cost_per_page: string;
  /** printing_cost × quantity, 2 decimals. */
  total: string;
  pricing_description: string;
}

interface CheckedSpec {
  pageSize: string;
  pageCount: number;
  printColor: PrintColor;
  paperColor: PaperColor;
  coverFormat: CoverFormat;
  fixed: Decimal;
  perPage: Decimal;
  printingCost: Decimal;
  ultraPremium: boolean;
}

/** Every problem with a print spec at once, as field errors (empty when the spec can be priced). */
export function printSpecProblems(spec: PrintSpec): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  const add = (field: keyof typeof PRINT_MESSAGES) =>
    problems.push({ code: 'VALIDATION', description: PRINT_MESSAGES[field], field });
  const trim = trimSizeOf(spec.pageSize);
  if (!trim) add('pageSize');
  const count = Number(spec.pageCount);
  const countText = String(spec.pageCount ?? '').trim();
  if (!/^\d+$/.test(countText) || count % 2 !== 0 || count < PAGE_COUNT_MIN || count > PAGE_COUNT_MAX) {
    add('pageCount');
  }
  // Ultra Premium has one colour and one paper of its own: the spec's are not asked.
  const ultraPremium = isUltraPremium(spec.printTier);
  if (!ultraPremium && !PRINT_COLORS.includes(spec.printColor as PrintColor)) add('printColor');
  if (!ultraPremium && !PAPER_COLORS.includes(spec.paperColor as PaperColor)) add('paperColor');
  if (!COVER_FORMATS.includes(spec.coverFormat as CoverFormat)) add('coverFormat');
  else if (trim && !trim.coverFormats.includes(spec.coverFormat as CoverFormat)) {
    problems.push({ code: 'VALIDATION', description: PRINT_MESSAGES.coverFormatSize, field: 'coverFormat' });
  }
  if (ultraPremium) {
    // Its own trims and page range, on fields the general rules found nothing wrong with.
    const taken = new Set(problems.map((p) => p.field));
    problems.push(...ultraPremiumSizeProblems(spec).filter((p) => !taken.has(p.field)));
  }
  return problems;
}

function checkSpec(spec: PrintSpec): CheckedSpec {
  const problems = printSpecProblems(spec);
  if (problems.length > 0) throw new AppError(problems);
  const trim = trimSizeOf(spec.pageSize);
  if (!trim)
    throw new AppError([{ code: 'VALIDATION', description: PRINT_MESSAGES.pageSize, field: 'pageSize' }]);
  const ultraPremium = isUltraPremium(spec.printTier);
  const printColor = ultraPremium ? ULTRA_PREMIUM_SPEC.printColor : (spec.printColor as PrintColor);
  const paperColor = ultraPremium ? ULTRA_PREMIUM_SPEC.paperColor : (spec.paperColor as PaperColor);
  const coverFormat = spec.coverFormat as CoverFormat;
  const row = ultraPremium
    ? ultraPremiumCostRow(trim.pageSize, coverFormat)
    : printCostRow(trim.trimClass, printColor, paperColor, coverFormat);
  // printSpecProblems refused a trim or cover Ultra Premium does not offer.
  if (!row) throw new Error(`No Ultra Premium cost for ${trim.pageSize}/${coverFormat}`);
  const pageCount = Number(spec.pageCount);
  const fixed = new Decimal(row.fixed);
  const perPage = new Decimal(row.perPage);
  const printingCost = fixed.plus(perPage.times(pageCount)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    pageSize: trim.pageSize,
    pageCount,
    printColor,
    paperColor,
    coverFormat,
    fixed,
    perPage,
    printingCost,
    ultraPremium,
  };
}

function describeBook(s: CheckedSpec): string {
  const cost = `$${money2(s.printingCost)} ($${money2(s.fixed)} per copy + ${s.pageCount} pages × $${money4(s.perPage)}).`;
  if (s.ultraPremium) {
    const format = COVER_FORMAT_LABELS[s.coverFormat].toLowerCase();
    return (
      `Printing one ${s.pageCount}-page ${s.pageSize} Ultra Premium ${format} ` +
      `(full color on ${ULTRA_PREMIUM_SPEC.paper} paper, ${ULTRA_PREMIUM_SPEC.cover} cover) costs ${cost}`
    );
  }
  const colour = PRINT_COLOR_LABELS[s.printColor].toLowerCase();
  const cover = COVER_FORMAT_LABELS[s.coverFormat].toLowerCase();
  const paper = PAPER_COLOR_LABELS[s.paperColor].toLowerCase();
  return `Printing one ${s.pageCount}-page ${s.pageSize} ${colour} ${cover} on ${paper} paper costs ${cost}`;
}

/** Print costs, floor price and royalty (`GET /api/project/print/quote`). Throws AppError VALIDATION. */
export function printQuote(spec: PrintSpec & { price?: Amount }): PrintQuote {
  const s = checkSpec(spec);
  const authorShare = new Decimal(PRINT_AUTHOR_SHARE);
  const floor = ceilToCent(s.printingCost.dividedBy(authorShare));
  const hasPrice = spec.price !== undefined && spec.price !== null && String(spec.price).trim() !== '';
  let price: Decimal | null = null;
  if (hasPrice) {
    price = parsePrice(spec.price);
    if (price === null || price.gt(PRINT_PRICE_MAX)) {
      throw new AppError([{ code: 'VALIDATION', description: PRINT_MESSAGES.price, field: 'price' }]);
    }
  }
  const net = price ? price.times(authorShare).minus(s.printingCost) : new Decimal(0);
  const rate = price && !price.isZero() ? net.dividedBy(price) : new Decimal(0);
  let description = `${describeBook(s)} The lowest list price that earns a royalty is $${money2(floor)}.`;
  if (price) {
    const retail = price.times(PRINT_RETAIL_SHARE);
    description +=
      ` At a list price of $${money2(price)}, the 45% retail and distribution share is $${money2(retail)}` +
      ` and printing is $${money2(s.printingCost)}, which leaves a royalty of $${money2(net)} per copy.`;
  }
  return {
    price: price ? money2(price) : null,
    printing_cost: money2(s.printingCost),
    cost_per_page: money4(s.perPage),
    retail_margin: PRINT_RETAIL_SHARE,
    floor_price: money2(floor),
    net_royalty: money2(net),
    royalty_rate: money2(rate),
    pricing_description: description,
  };
}

/**
 * The quantity of a personal-use quote: a whole number of copies from 1 to PERSONAL_QUANTITY_MAX,
 * written with digits only (surrounding blanks ignored); null otherwise.
 */
export function personalQuantity(quantity: number | string | null | undefined): number | null {
  const text = String(quantity ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const q = Number.parseInt(text, 10);
  return q >= 1 && q <= PERSONAL_QUANTITY_MAX ? q : null;
}

/** The personal-quote quantity rule: PRINT_MESSAGES.quantity, or null when the quantity is fine. */
export function personalQuantityProblem(quantity: number | string | null | undefined): string | null {
  return personalQuantity(quantity) === null ? PRINT_MESSAGES.quantity : null;
}

/** The cost of personal-use copies (`GET /api/project/personal/quote`): no royalty, cost × quantity. */
export function personalQuote(spec: PrintSpec, quantity: number | string): PersonalQuote {
  const problems = printSpecProblems(spec);
  const q = personalQuantity(quantity);
  if (q === null) {
    problems.push({ code: 'VALIDATION', description: PRINT_MESSAGES.quantity, field: 'quantity' });
  }
  if (problems.length > 0 || q === null) throw new AppError(problems);
  const s = checkSpec(spec);
  const total = s.printingCost.times(q);
  const copies = q === 1 ? '1 copy' : `${q} copies`;
  return {
    quantity: q,
    printing_cost: money2(s.printingCost),
    cost_per_page: money4(s.perPage),
    total: money2(total),
    pricing_description: `${describeBook(s)} ${copies} cost $${money2(total)} before shipping and tax.`,
  };
}
