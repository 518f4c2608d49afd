import Decimal from 'decimal.js';
import type { ApiErrorItem } from '../api/envelope';
import { errorItem } from '../errors/app-error';
import { type CoverFormat, TRIM_SIZES } from '../projects/types';
import { PRINT_COST_BASIS } from './cost-table';
import { money2, money4 } from './money';

/*
 * The Ultra Premium print cost table (pricing/README.md, "Ultra Premium"). Its own file, apart from
 * the quote (print.ts reads the rows, ultra-premium.ts quotes with print.ts), so neither imports the
 * other in a circle.
 */

/** What an Ultra Premium book is printed with: one specification, whatever the author chose before. */
export const ULTRA_PREMIUM_SPEC = {
  printColor: 'FULL_COLOR',
  paperColor: 'WHITE',
  coverFinish: 'MATTE',
  /** The paper in words: an 80 lb (about 118 gsm) coated premium white text stock. */
  paper: '80# premium white',
  /** The cover in words: a matte laminate with a soft-touch (velvet) film. */
  cover: 'soft-touch matte',
} as const;

/** The fewest and most pages an Ultra Premium book may have (both even, within the print range). */
export const ULTRA_PREMIUM_PAGE_COUNT_MIN = 24;
export const ULTRA_PREMIUM_PAGE_COUNT_MAX = 500;

/**
 * The trims Ultra Premium is printed in, with their own per-copy fixed cost (the soft-touch
 * paperback cover, its lamination and the premium handling) and per-page cost (full colour on 80#
 * premium white). Seed figures for Quire's printer contract, not any vendor's price list; change
 * them and the tests' expected values together. 5x8, 5.25x8 and 8.25x11 are not offered: the
 * premium press runs the common trims only.
 */
export const ULTRA_PREMIUM_COST_BASIS: Readonly<Record<string, { fixed: string; perPage: string }>> = {
  '5.5x8.5': { fixed: '2.35', perPage: '0.0850' },
  '6x9': { fixed: '2.50', perPage: '0.0900' },
  '6.14x9.21': { fixed: '2.50', perPage: '0.0920' },
  '7x10': { fixed: '2.85', perPage: '0.1080' },
  '8x10': { fixed: '3.10', perPage: '0.1150' },
  '8.5x11': { fixed: '3.40', perPage: '0.1300' },
};

/** The page sizes Ultra Premium is offered in, in the order of TRIM_SIZES. */
export const ULTRA_PREMIUM_PAGE_SIZES: readonly string[] = TRIM_SIZES.map((t) => t.pageSize).filter((s) =>
  Object.hasOwn(ULTRA_PREMIUM_COST_BASIS, s),
);

/** One row of the Ultra Premium table: what one copy costs to print. Amounts are exact strings. */
export interface UltraPremiumCostRow {
  pageSize: string;
  coverFormat: CoverFormat;
  /** Per-copy fixed cost, 2 decimals: the trim's own plus the hardcover's extra, as in the print table. */
  fixed: string;
  /** Cost per interior page, 4 decimals. */
  perPage: string;
}

/** A hardcover's case (and jacket) cost the same over either tier: the print table's extras. */
const COVER_EXTRA: Record<CoverFormat, string> = {
  SOFTCOVER: '0.00',
  HARDCOVER: PRINT_COST_BASIS.hardcoverExtra,
  HARDCOVER_DUST_JACKET: PRINT_COST_BASIS.dustJacketExtra,
};

function buildTable(): readonly UltraPremiumCostRow[] {
  const rows: UltraPremiumCostRow[] = [];
  for (const trim of TRIM_SIZES) {
    const basis = ULTRA_PREMIUM_COST_BASIS[trim.pageSize];
    if (!basis) continue;
    for (const coverFormat of trim.coverFormats) {
      rows.push(
        Object.freeze({
          pageSize: trim.pageSize,
          coverFormat,
          fixed: money2(new Decimal(basis.fixed).plus(COVER_EXTRA[coverFormat])),
          perPage: money4(new Decimal(basis.perPage)),
        }),
      );
    }
  }
  return Object.freeze(rows);
}

/** Every Ultra Premium trim × the cover formats that trim allows, with its fixed and per-page cost. */
export const ULTRA_PREMIUM_COST_TABLE: readonly UltraPremiumCostRow[] = buildTable();

/** The row for a trim and cover format, or null where Ultra Premium is not offered. */
export function ultraPremiumCostRow(pageSize: string, coverFormat: CoverFormat): UltraPremiumCostRow | null {
  return (
    ULTRA_PREMIUM_COST_TABLE.find((r) => r.pageSize === pageSize && r.coverFormat === coverFormat) ?? null
  );
}

/** Whether a stored or sent print tier is Ultra Premium (anything else prices as standard). */
export function isUltraPremium(printTier: string | null | undefined): boolean {
  return printTier === 'ULTRA_PREMIUM';
}

/**
 * The size rules of Ultra Premium over a spec the general print rules accept: a trim it is offered
 * in (ULTRA_PREMIUM_TRIM_SIZE's words, on pageSize) and a page count within its range
 * (ULTRA_PREMIUM_PAGE_COUNT's words, on pageCount), as field errors of a quote.
 */
export function ultraPremiumSizeProblems(spec: {
  pageSize: string | null | undefined;
  pageCount: number | string | null | undefined;
}): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  if (!spec.pageSize || !ULTRA_PREMIUM_PAGE_SIZES.includes(spec.pageSize)) {
    problems.push(errorItem('ULTRA_PREMIUM_TRIM_SIZE', { field: 'pageSize' }));
  }
  const text = String(spec.pageCount ?? '').trim();
  const count = Number(text);
  if (
    !/^\d+$/.test(text) ||
    count % 2 !== 0 ||
    count < ULTRA_PREMIUM_PAGE_COUNT_MIN ||
    count > ULTRA_PREMIUM_PAGE_COUNT_MAX
  ) {
    problems.push(errorItem('ULTRA_PREMIUM_PAGE_COUNT', { field: 'pageCount' }));
  }
  return problems.map((p) => ({ ...p, code: 'VALIDATION' }));
}
