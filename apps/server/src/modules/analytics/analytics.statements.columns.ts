import type { RoyaltyStatement, StatementLine } from '@quire/domain';

// What a royalty statement's CSV and PDF share: its columns, their order and how a line reads.

const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'March 2026' for '2026-03'. */
export function monthInWords(month: string): string {
  return MONTH_FORMAT.format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
}

/** How a statement names a kind of line. */
export const KIND_LABELS: Record<string, string> = {
  SALE: 'Sale',
  COUPON_REDEMPTION: 'Coupon sale',
  RETURN: 'Return',
};
export const FORMAT_LABELS: Record<string, string> = { EBOOK: 'eBook', PRINT: 'Print' };

/** The statement's columns, in order: the CSV's header and the PDF's table. */
export const STATEMENT_COLUMNS = [
  'Book',
  'EAN',
  'Format',
  'Kind',
  'Month of sale',
  'Adjustment',
  'List price',
  'Price paid',
  'Coupon',
  'Copies',
  'Amount',
  'Royalty',
] as const;

/** A line's cells under STATEMENT_COLUMNS (`text` keeps a spreadsheet from reading one as a formula). */
export function lineCells(line: StatementLine, text: (s: string) => string = (s) => s): string[] {
  return [
    text(line.title),
    line.ean ?? '',
    FORMAT_LABELS[line.format] ?? line.format,
    KIND_LABELS[line.kind] ?? line.kind,
    line.occurredMonth,
    line.adjustment ? 'Yes' : 'No',
    line.listPrice ?? '',
    line.unitPrice,
    text(line.couponCode ?? ''),
    String(line.units),
    line.amount,
    line.royalty,
  ];
}

/** The totals row under STATEMENT_COLUMNS. */
export function totalCells(totals: RoyaltyStatement['totals']): string[] {
  return ['Total', '', '', '', '', '', '', '', '', String(totals.units), totals.amount, totals.royalty];
}
