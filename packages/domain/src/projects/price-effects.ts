/**
 * What a save does to a print or personal-use book's price (spec 1 §4 "A reset of the size type
 * can zero the price and quote", decided in docs/decisions/011-book-builder-server.md), on plain
 * project fields:
 * - a new size type (bookSizeType) resets list price, price and quote with PRICE_RESET_WARNING;
 * - any other print-spec change re-quotes, keeps the list price while it still earns a royalty,
 *   and resets it (with priceBelowFloorWarning) when it falls below the new floor price;
 * - a new page count on a book that had one raises `pageCountChanged` until it is acknowledged;
 * - a new list price clears a price-reset warning (unless the same save reset the price again).
 */
import { compareMoney } from '../pricing/money';
import { printQuote, printSpecProblems } from '../pricing/print';

/** The fields of a project the price effects read (a stored project, or a save's patch of one). */
export interface PriceProjectFields {
  /** The project type (PRINT, POD, EBOOK). */
  type: string;
  bookSizeType: string | null;
  pageSize: string | null;
  pageCount: number | null;
  printColor: string | null;
  paperColor: string | null;
  coverFormat: string | null;
  /** STANDARD or ULTRA_PREMIUM (left out: standard); the quote's table follows it. */
  printTier?: string | null;
  /** Money as "9.99" strings. */
  listPrice: string | null;
  price: string | null;
  quotedPrice: string | null;
  warningMessage: string | null;
}

/** What the effects may change: the price fields, the warning, and the page-count flag. */
export type PriceEffects = Partial<
  Pick<PriceProjectFields, 'listPrice' | 'price' | 'quotedPrice' | 'warningMessage'> & {
    pageCountChanged: boolean;
  }
>;

/** The print specification fields: a change to any of them re-quotes the book. */
export const PRINT_SPEC_FIELDS = [
  'bookSizeType',
  'pageSize',
  'pageCount',
  'printColor',
  'paperColor',
  'coverFormat',
  'printTier',
] as const satisfies readonly (keyof PriceProjectFields)[];

export const PRICE_RESET_WARNING =
  'Your book size or type changed, so its list price and print quote were reset. Please set your price again.';
const BELOW_FLOOR_START = 'Your printing cost changed and your list price is now below $';

/** The warning of a list price reset because it fell below the new floor price. */
export const priceBelowFloorWarning = (floor: string): string =>
  `${BELOW_FLOOR_START}${floor}, the lowest price that earns a royalty. Please set your price again.`;

/** The warnings a price reset leaves (PRICE_RESET_WARNING, priceBelowFloorWarning). */
export const isPriceResetWarning = (warning: string | null | undefined): boolean =>
  warning === PRICE_RESET_WARNING || (warning?.startsWith(BELOW_FLOOR_START) ?? false);

/**
 * What a change of the print specification does to the price: `existing` is the stored project
 * (null when the save creates it), `patch` the fields the save writes.
 */
export function printSpecEffects(
  existing: PriceProjectFields | null,
  patch: Partial<PriceProjectFields>,
): PriceEffects {
  const type = existing?.type ?? patch.type;
  if (type !== 'PRINT' && type !== 'POD') return {};
  const changed = PRINT_SPEC_FIELDS.filter(
    (k) => k in patch && (existing ? (existing[k] ?? null) !== (patch[k] ?? null) : true),
  );
  if (changed.length === 0) return {};
  const next = { ...existing, ...patch } as PriceProjectFields;
  const out: PriceEffects = {};
  if (existing && existing.pageCount !== null && changed.includes('pageCount')) out.pageCountChanged = true;
  const priced = next.listPrice != null || next.quotedPrice != null;
  if (existing?.bookSizeType && changed.includes('bookSizeType') && priced) {
    return { ...out, listPrice: null, price: null, quotedPrice: null, warningMessage: PRICE_RESET_WARNING };
  }
  if (printSpecProblems(next).length > 0) return { ...out, quotedPrice: null };
  const quote = printQuote({ ...next, price: next.listPrice ?? undefined });
  out.quotedPrice = quote.printing_cost;
  const earnsNothing = compareMoney(quote.net_royalty, 0) === -1;
  if (existing && next.listPrice != null && earnsNothing && !('listPrice' in patch)) {
    Object.assign(out, {
      listPrice: null,
      price: null,
      warningMessage: priceBelowFloorWarning(quote.floor_price),
    });
  }
  return out;
}

/**
 * A price-reset warning has done its job once the author sets a new list price: the save that
 * does so clears it, unless this same save reset the price again (its effects carry their own
 * warning). Other warnings stay (a page-count change is cleared when it is acknowledged).
 */
export function priceWarningEffects(
  existing: Pick<PriceProjectFields, 'warningMessage'> | null,
  patch: Partial<PriceProjectFields>,
): PriceEffects {
  if (!existing || !isPriceResetWarning(existing.warningMessage)) return {};
  if ('warningMessage' in patch || typeof patch.listPrice !== 'string') return {};
  return { warningMessage: null };
}
