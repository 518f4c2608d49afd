import Decimal from 'decimal.js';
import type { ApiErrorItem } from '../api/envelope';
import { AppError, errorItem } from '../errors/app-error';
import type { Amount } from '../format/price';
import { type PriceProjectFields, printSpecEffects } from '../projects/price-effects';
import { parseProjectStatus } from '../projects/status';
import {
  COVER_FORMAT_LABELS,
  type CoverFormat,
  PAPER_COLOR_LABELS,
  type PaperColor,
  PRINT_COLOR_LABELS,
  PRINT_TIER_LABELS,
  type PrintColor,
  type PrintTier,
  type ProjectStatus,
} from '../projects/types';
import { money2 } from './money';
import { type PrintQuote, type PrintSpec, printQuote, printSpecProblems } from './print';
import { isUltraPremium, ULTRA_PREMIUM_SPEC, ultraPremiumSizeProblems } from './ultra-premium-cost-table';

/*
 * Ultra Premium print (pricing/README.md, "Ultra Premium"): which books an administrator may
 * convert, the Ultra Premium version of a book beside its current one, and what a conversion writes.
 * The quote is printQuote's own (the same floor price and royalty), on the Ultra Premium table.
 */

/** On sale at the retailers (a correction is prepared while the book stays on sale). */
export const ULTRA_PREMIUM_ON_SALE_STATUSES: readonly ProjectStatus[] = [
  'ONSALE',
  'LSI_ONSALE',
  'CORRECTING',
];
/** In the retailer's intake on its way on or off sale, or being printed for a drop-ship. */
export const ULTRA_PREMIUM_IN_PROCESS_STATUSES: readonly ProjectStatus[] = [
  'PROCESSING_ONSALE',
  'PROCESSING_OFFSALE',
  'PROCESSING_DROPSHIP',
];

/** What the rules read of a book: its type, status, tier and print specification. */
export interface UltraPremiumBook extends PrintSpec {
  type: string;
  status: string;
  coverFinish?: string | null | undefined;
}

/** The Ultra Premium quote of a spec (its size, page count and cover format), at `price` if given. */
export function ultraPremiumQuote(spec: PrintSpec & { price?: Amount }): PrintQuote {
  return printQuote({
    ...spec,
    printColor: ULTRA_PREMIUM_SPEC.printColor,
    paperColor: ULTRA_PREMIUM_SPEC.paperColor,
    printTier: 'ULTRA_PREMIUM',
  });
}

/**
 * Every reason the book may not convert, as catalogue items (empty: it may). An eBook has only
 * that reason; otherwise each applies on its own: already Ultra Premium, on sale, in the intake or
 * being printed, an incomplete specification, a trim or page count outside Ultra Premium's.
 */
export function ultraPremiumRefusals(book: UltraPremiumBook): ApiErrorItem[] {
  if (book.type === 'EBOOK') return [errorItem('ULTRA_PREMIUM_NOT_PRINT')];
  const reasons: ApiErrorItem[] = [];
  if (isUltraPremium(book.printTier)) reasons.push(errorItem('ULTRA_PREMIUM_ALREADY'));
  const status = parseProjectStatus(book.status);
  if (status && ULTRA_PREMIUM_ON_SALE_STATUSES.includes(status))
    reasons.push(errorItem('ULTRA_PREMIUM_ON_SALE'));
  if (status && ULTRA_PREMIUM_IN_PROCESS_STATUSES.includes(status)) {
    reasons.push(errorItem('ULTRA_PREMIUM_IN_PROCESS'));
  }
  // The size, cover and page count as the standard rules read them, colour and paper aside.
  const general = printSpecProblems({
    ...book,
    printTier: 'STANDARD',
    printColor: ULTRA_PREMIUM_SPEC.printColor,
    paperColor: ULTRA_PREMIUM_SPEC.paperColor,
  });
  if (general.length > 0 || book.pageCount == null || book.pageCount === '') {
    reasons.push(errorItem('ULTRA_PREMIUM_SPEC_INCOMPLETE'));
    return reasons;
  }
  for (const p of ultraPremiumSizeProblems(book)) {
    reasons.push(errorItem(p.field === 'pageSize' ? 'ULTRA_PREMIUM_TRIM_SIZE' : 'ULTRA_PREMIUM_PAGE_COUNT'));
  }
  return reasons;
}

/** One side of the comparison: a print option in words and its quote (null when it cannot be priced). */
export interface PrintOption {
  printTier: PrintTier;
  /** 'Standard' or 'Ultra Premium'. */
  label: string;
  pageSize: string | null;
  pageCount: number | null;
  coverFormat: string | null;
  printColor: string | null;
  paperColor: string | null;
  coverFinish: string | null;
  /** The specification in words, e.g. "Premium Full Color, 80# premium white paper, Paperback, soft-touch matte". */
  description: string;
  quote: PrintQuote | null;
}

/** A book's current print option beside its Ultra Premium version, and whether it may convert. */
export interface UltraPremiumComparison {
  projectId: string;
  title: string | null;
  type: string;
  status: string;
  /** Today's list price, the price both royalties are quoted at (null: none set). */
  listPrice: string | null;
  current: PrintOption;
  ultraPremium: PrintOption;
  /** Ultra Premium's printing cost less the current one (null when either cannot be priced). */
  printingCostChange: string | null;
  /** The royalty per copy at today's list price, Ultra Premium's less the current one (null likewise). */
  royaltyChange: string | null;
  /** Today's list price is below Ultra Premium's floor price: it would earn no royalty. */
  belowUltraPremiumFloor: boolean;
  mayConvert: boolean;
  /** Why not (catalogue codes and their words); empty when it may. */
  reasons: ApiErrorItem[];
}

const labelOf = <K extends string>(labels: Record<K, string>, v: string | null | undefined): string =>
  v && Object.hasOwn(labels, v) ? labels[v as K] : (v ?? '—');

/** A quote of a spec, or null when the spec (or the stored price) cannot be priced. */
function quoteOrNull(quote: () => PrintQuote): PrintQuote | null {
  try {
    return quote();
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}

function option(book: UltraPremiumBook, tier: PrintTier, price: string | null): PrintOption {
  const ultra = tier === 'ULTRA_PREMIUM';
  const printColor = ultra ? ULTRA_PREMIUM_SPEC.printColor : (book.printColor ?? null);
  const paperColor = ultra ? ULTRA_PREMIUM_SPEC.paperColor : (book.paperColor ?? null);
  const coverFinish = ultra ? ULTRA_PREMIUM_SPEC.coverFinish : (book.coverFinish ?? null);
  const pageCount = book.pageCount == null || book.pageCount === '' ? null : Number(book.pageCount);
  const paper = ultra
    ? `${ULTRA_PREMIUM_SPEC.paper} paper`
    : `${labelOf<PaperColor>(PAPER_COLOR_LABELS, paperColor)} paper`;
  const finish = ultra ? ULTRA_PREMIUM_SPEC.cover : (coverFinish?.toLowerCase() ?? 'no finish chosen');
  const spec = { ...book, printTier: tier, printColor, paperColor, price: price ?? undefined };
  return {
    printTier: tier,
    label: PRINT_TIER_LABELS[tier],
    pageSize: book.pageSize ?? null,
    pageCount: Number.isFinite(pageCount) ? pageCount : null,
    coverFormat: book.coverFormat ?? null,
    printColor,
    paperColor,
    coverFinish,
    description: [
      labelOf<PrintColor>(PRINT_COLOR_LABELS, printColor),
      paper,
      `${labelOf<CoverFormat>(COVER_FORMAT_LABELS, book.coverFormat)}, ${finish}`,
    ].join(', '),
    quote: book.type === 'EBOOK' ? null : quoteOrNull(() => printQuote(spec)),
  };
}

/**
 * The comparison an administrator reads before converting: both options quoted at today's list
 * price (a book already Ultra Premium shows it on both sides), the differences, and the reasons.
 */
export function compareUltraPremium(
  book: UltraPremiumBook & { id: string; title: string | null; listPrice: string | null },
): UltraPremiumComparison {
  const price = book.listPrice;
  const currentTier: PrintTier = isUltraPremium(book.printTier) ? 'ULTRA_PREMIUM' : 'STANDARD';
  const current = option(book, currentTier, price);
  const ultraPremium = option(book, 'ULTRA_PREMIUM', price);
  const a = current.quote;
  const b = ultraPremium.quote;
  const reasons = ultraPremiumRefusals(book);
  return {
    projectId: book.id,
    title: book.title,
    type: book.type,
    status: book.status,
    listPrice: price,
    current,
    ultraPremium,
    printingCostChange: a && b ? money2(new Decimal(b.printing_cost).minus(a.printing_cost)) : null,
    royaltyChange: a && b && price ? money2(new Decimal(b.net_royalty).minus(a.net_royalty)) : null,
    belowUltraPremiumFloor: Boolean(b && price && new Decimal(price).lt(b.floor_price)),
    mayConvert: reasons.length === 0,
    reasons,
  };
}

/** The project fields a conversion writes. */
export interface UltraPremiumPatch {
  printTier: 'ULTRA_PREMIUM';
  printColor: PrintColor;
  paperColor: PaperColor;
  coverFinish: string;
  bookSizeType: string | null;
  quotedPrice?: string | null;
  listPrice?: string | null;
  price?: string | null;
  warningMessage?: string | null;
  pageCountChanged?: boolean;
}

/**
 * What converting a book writes, or AppError (409) with every reason it may not. The tier, colour,
 * paper and matte finish change; the size type follows the colour without counting as a new size,
 * so the price effects are those of any other spec change: the quote is renewed, and the list
 * price kept while it still earns a royalty (reset with the below-floor warning otherwise).
 */
export function ultraPremiumConversion(book: UltraPremiumBook & PriceProjectFields): UltraPremiumPatch {
  const reasons = ultraPremiumRefusals(book);
  if (reasons.length > 0) throw new AppError(reasons, 409);
  const spec = {
    printTier: 'ULTRA_PREMIUM' as const,
    printColor: ULTRA_PREMIUM_SPEC.printColor,
    paperColor: ULTRA_PREMIUM_SPEC.paperColor,
  };
  const effects = printSpecEffects(book, spec);
  return {
    ...spec,
    coverFinish: ULTRA_PREMIUM_SPEC.coverFinish,
    bookSizeType: book.bookSizeType ? `${book.pageSize}-${book.coverFormat}-${spec.printColor}` : null,
    ...effects,
  };
}

/**
 * What a save may not do to an Ultra Premium book (none for another book): change its colour,
 * paper or finish, which the tier fixes, or take its size or page count outside Ultra Premium's.
 * Field errors (VALIDATION), all at once; only the fields the save changes are read.
 */
export function ultraPremiumSaveProblems(
  stored: { printTier?: string | null | undefined },
  patch: Partial<Record<'pageSize' | 'printColor' | 'paperColor' | 'coverFinish', string | null>> & {
    pageCount?: number | string | null | undefined;
  },
): ApiErrorItem[] {
  if (!isUltraPremium(stored.printTier)) return [];
  const problems: ApiErrorItem[] = [];
  const fixed = (field: 'printColor' | 'paperColor' | 'coverFinish', value: string) => {
    if (Object.hasOwn(patch, field) && patch[field] !== value) {
      problems.push({ ...errorItem('ULTRA_PREMIUM_FIXED_SPEC', { field }), code: 'VALIDATION' });
    }
  };
  fixed('printColor', ULTRA_PREMIUM_SPEC.printColor);
  fixed('paperColor', ULTRA_PREMIUM_SPEC.paperColor);
  fixed('coverFinish', ULTRA_PREMIUM_SPEC.coverFinish);
  const size = ultraPremiumSizeProblems({ pageSize: patch.pageSize ?? '', pageCount: patch.pageCount ?? '' });
  if (Object.hasOwn(patch, 'pageSize')) problems.push(...size.filter((p) => p.field === 'pageSize'));
  if (Object.hasOwn(patch, 'pageCount')) problems.push(...size.filter((p) => p.field === 'pageCount'));
  return problems;
}
