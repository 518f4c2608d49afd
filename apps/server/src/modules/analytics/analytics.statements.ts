import {
  addMonths,
  analyticsDay,
  fieldError,
  finalAt,
  isFinalMonth,
  monthOf,
  type RoyaltyStatement,
  type StatementLine,
  type statementSummarySchema,
  sumMoney,
} from '@quire/domain';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { BookTitles } from './analytics.facts';
import type { AnalyticsFoldRepository } from './analytics.fold.repository';
import { lineCells, STATEMENT_COLUMNS, totalCells } from './analytics.statements.columns';
import { statementPdf } from './analytics.statements.pdf';
import type { AnalyticsStatementsRepository, StatementLineRow } from './analytics.statements.repository';

export type StatementSummary = z.infer<typeof statementSummarySchema>;

export interface AnalyticsStatementsDeps {
  repo: Pick<AnalyticsStatementsRepository, 'months' | 'lines'>;
  fold: Pick<AnalyticsFoldRepository, 'lastFolded'>;
  titles: BookTitles;
  now: () => Date;
  /** OPERATOR_NAME, at the top of the PDF. */
  operatorName: string;
}

/** What a statement calls a book that has since been deleted (its sales stay). */
export const DELETED_BOOK = 'Deleted book';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An amount as the database gave it, exactly, with two decimals ("4.9" → "4.90"). */
const cents = (value: string): string => sumMoney([value]);

/**
 * A text cell a spreadsheet program would run as a formula (=, +, -, @, or a tab or carriage
 * return before one) gets a leading single quote, as the promotions report does. Only titles and
 * coupon codes are people's text; the figures keep their minus sign.
 */
const csvText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Royalty statements (decision 044): one per owner and month, read from the statement lines the
 * fold keeps. A month is estimated until STATEMENT_FINAL_DAY of the next month and final from
 * then on; its lines never change after that, because a late sale lands in the first open month
 * as an adjustment that names the month it happened in. The caller has already decided whose
 * statements these are: nothing here asks who is signed in.
 */
export function createAnalyticsStatements({
  repo,
  fold,
  titles,
  now,
  operatorName,
}: AnalyticsStatementsDeps) {
  const currentMonth = (at: Date): string => monthOf(analyticsDay(at));

  function statusOf(month: string, at: Date) {
    return {
      status: isFinalMonth(month, at) ? ('FINAL' as const) : ('ESTIMATED' as const),
      finalAt: finalAt(month).toISOString(),
    };
  }

  function toLine(
    month: string,
    row: StatementLineRow,
    book: { title: string; ean: string | null } | undefined,
  ): StatementLine {
    return {
      projectId: row.projectId,
      title: book?.title ?? DELETED_BOOK,
      ean: book?.ean ?? null,
      format: row.format,
      kind: row.kind,
      occurredMonth: row.occurredMonth,
      adjustment: row.occurredMonth < month,
      listPrice: row.listPrice === '' ? null : cents(row.listPrice),
      unitPrice: cents(row.unitPrice),
      couponCode: row.couponCode === '' ? null : row.couponCode,
      units: row.units,
      amount: cents(row.amount),
      royalty: cents(row.royalty),
    };
  }

  async function one(ownerCustomerId: string, month: string): Promise<RoyaltyStatement> {
    if (!MONTH.test(month)) throw fieldError('month', 'month is written YYYY-MM, such as 2026-03.');
    const at = now();
    if (month > currentMonth(at))
      throw fieldError('month', 'There is no statement for a month that has not begun.');
    const [rows, folded] = await Promise.all([repo.lines(ownerCustomerId, month), fold.lastFolded()]);
    const books = rows.length ? await titles(rows.map((r) => r.projectId)) : new Map();
    const lines = rows.map((r) => toLine(month, r, books.get(r.projectId)));
    // By book title (the repository orders by id, then adjustments last, kind and price; the sort
    // is stable, so that order holds within each book).
    lines.sort(
      (a, b) =>
        a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) ||
        (a.projectId < b.projectId ? -1 : a.projectId > b.projectId ? 1 : 0),
    );
    return {
      month,
      customerId: ownerCustomerId,
      ...statusOf(month, at),
      lastUpdated: folded ? folded.foldedAt.toISOString() : null,
      lines,
      totals: {
        units: lines.reduce((n, l) => n + l.units, 0),
        amount: sumMoney(lines.map((l) => l.amount)),
        royalty: sumMoney(lines.map((l) => l.royalty)),
      },
    };
  }

  return {
    /**
     * An owner's statements, newest first: every month from the first with any line to the current
     * one, an empty month with zeros (an owner with no sales at all has none).
     */
    async list(ownerCustomerId: string): Promise<{ statements: StatementSummary[] }> {
      const at = now();
      const rows = await repo.months(ownerCustomerId);
      const first = rows[0];
      if (!first) return { statements: [] };
      const byMonth = new Map(rows.map((r) => [r.month, r]));
      const statements: StatementSummary[] = [];
      for (let month = currentMonth(at); month >= first.month; month = addMonths(month, -1)) {
        const row = byMonth.get(month);
        statements.push({
          month,
          ...statusOf(month, at),
          units: row?.units ?? 0,
          royalty: sumMoney([row?.royalty]),
          adjustments: row?.adjustments ?? 0,
        });
      }
      return { statements };
    },

    one,

    /** The statement as CSV: a header row, a row per line and a totals row. */
    async csv(ownerCustomerId: string, month: string): Promise<string> {
      const s = await one(ownerCustomerId, month);
      const records = [
        [...STATEMENT_COLUMNS],
        ...s.lines.map((l) => lineCells(l, csvText)),
        totalCells(s.totals),
      ];
      return stringify(records, { bom: true, record_delimiter: 'windows' });
    },

    /** The statement as a PDF (analytics.statements.pdf.ts). */
    async pdf(ownerCustomerId: string, month: string): Promise<Uint8Array> {
      return statementPdf(await one(ownerCustomerId, month), { operatorName });
    },
  };
}

export type AnalyticsStatements = ReturnType<typeof createAnalyticsStatements>;
