import Decimal from 'decimal.js';
import {
  COVER_FORMATS,
  type CoverFormat,
  PAPER_COLORS,
  type PaperColor,
  PRINT_COLORS,
  type PrintColor,
  TRIM_CLASSES,
  type TrimClass,
} from '../projects/types';
import { money2, money4 } from './money';

/** One row of the print cost table: what one copy costs to print. Amounts are exact strings. */
export interface PrintCostRow {
  trimClass: TrimClass;
  printColor: PrintColor;
  paperColor: PaperColor;
  coverFormat: CoverFormat;
  /** Per-copy fixed cost (cover, binding, handling), 2 decimals. */
  fixed: string;
  /** Cost per interior page, 4 decimals. */
  perPage: string;
}

/**
 * The figures the table is built from (see pricing/README.md for where they come from).
 * Cream paper is a heavier, dearer stock: it adds a small amount per page.
 */
export const PRINT_COST_BASIS = {
  /** Fixed per-copy cost of a paperback. */
  softcoverFixed: '0.85',
  /** Added to the fixed cost for a case-laminate hardcover. */
  hardcoverExtra: '5.50',
  /** Added to the fixed cost for a cloth hardcover with a printed dust jacket. */
  dustJacketExtra: '6.50',
  /** Cost per page by print colour, standard trim. */
  perPage: { BLACK_WHITE: '0.0120', STANDARD_COLOR: '0.0360', FULL_COLOR: '0.0700' },
  /** Added per page on cream paper (applied before the large-trim factor). */
  creamPerPageExtra: '0.0010',
  /** Large trims (above 6.14 × 9.21 in) cost this much more per page. */
  largeTrimPerPageFactor: '1.15',
} as const;

const FIXED_EXTRA: Record<CoverFormat, string> = {
  SOFTCOVER: '0.00',
  HARDCOVER: PRINT_COST_BASIS.hardcoverExtra,
  HARDCOVER_DUST_JACKET: PRINT_COST_BASIS.dustJacketExtra,
};

function buildTable(): readonly PrintCostRow[] {
  const rows: PrintCostRow[] = [];
  for (const trimClass of TRIM_CLASSES) {
    for (const printColor of PRINT_COLORS) {
      for (const paperColor of PAPER_COLORS) {
        for (const coverFormat of COVER_FORMATS) {
          const base = new Decimal(PRINT_COST_BASIS.perPage[printColor]).plus(
            paperColor === 'CREAM' ? PRINT_COST_BASIS.creamPerPageExtra : '0',
          );
          const perPage = trimClass === 'LARGE' ? base.times(PRINT_COST_BASIS.largeTrimPerPageFactor) : base;
          rows.push(
            Object.freeze({
              trimClass,
              printColor,
              paperColor,
              coverFormat,
              fixed: money2(new Decimal(PRINT_COST_BASIS.softcoverFixed).plus(FIXED_EXTRA[coverFormat])),
              perPage: money4(perPage),
            }),
          );
        }
      }
    }
  }
  return Object.freeze(rows);
}

/** Every trim class × print colour × paper colour × cover format with its fixed and per-page cost. */
export const PRINT_COST_TABLE: readonly PrintCostRow[] = buildTable();

/** The row for one combination (the table is complete, so there always is one). */
export function printCostRow(
  trimClass: TrimClass,
  printColor: PrintColor,
  paperColor: PaperColor,
  coverFormat: CoverFormat,
): PrintCostRow {
  const row = PRINT_COST_TABLE.find(
    (r) =>
      r.trimClass === trimClass &&
      r.printColor === printColor &&
      r.paperColor === paperColor &&
      r.coverFormat === coverFormat,
  );
  if (!row) throw new Error(`No print cost for ${trimClass}/${printColor}/${paperColor}/${coverFormat}`);
  return row;
}
