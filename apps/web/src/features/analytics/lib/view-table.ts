import type { AnalyticsPage } from '@quire/domain';
import { unparse } from 'papaparse';
import type { AnalyticsAnswer } from '../api/analytics';
import { analyticsText as T } from '../messages';
import { type Cell, formatCell, type Grain, isFigure, type Kind } from './cells';

/**
 * The table behind a chart, and its CSV: the answer's columns and rows as they are (decision 044:
 * the chart, the table and the CSV are the same figures), with a "Figures" column saying Final or
 * Estimated when the rows are periods, and the answer's totals as a last "Total" row. The CSV holds
 * exactly the rows and columns on screen, with plain values (2.99, not $2.99) so a spreadsheet reads
 * them as numbers, and each money column's header names its currency.
 */
export interface ShownColumn {
  key: string;
  label: string;
  kind: Kind | 'final';
}

export interface ShownTable {
  columns: ShownColumn[];
  rows: Record<string, Cell>[];
  totals: Record<string, Cell> | null;
  grain: Grain;
}

const FINAL_KEY = 'final';

export function shownTable(answer: AnalyticsAnswer): ShownTable {
  const periods = answer.rows.length > 0 && answer.rows.every((r) => typeof r[FINAL_KEY] === 'boolean');
  const columns: ShownColumn[] = [
    ...answer.columns,
    ...(periods && !answer.columns.some((c) => c.key === FINAL_KEY)
      ? [{ key: FINAL_KEY, label: T('table.final'), kind: 'final' as const }]
      : []),
  ];
  let totals: Record<string, Cell> | null = null;
  if (answer.totals && answer.rows.length > 0) {
    const first = columns[0];
    totals = { ...answer.totals };
    // The first column names the row; a total has no name of its own.
    if (first && !isFigure(first.kind as Kind)) totals[first.key] = T('table.total');
    if (periods) totals[FINAL_KEY] = null;
  }
  return { columns, rows: answer.rows, totals, grain: answer.range.grain };
}

/** A cell as the screen shows it. */
export function shownCell(column: ShownColumn, value: Cell, grain: Grain): string {
  if (column.kind === 'final') {
    if (typeof value !== 'boolean') return '';
    return value ? T('table.isFinal') : T('table.isEstimated');
  }
  return formatCell(column.kind, value, grain);
}

/** A cell as the CSV holds it: the figure itself, Final/Estimated in words, nothing for none. */
function csvCell(column: ShownColumn, value: Cell): string | number {
  if (value === null || value === undefined) return '';
  if (column.kind === 'final') return typeof value === 'boolean' ? shownCell(column, value, 'day') : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

const csvHeader = (c: ShownColumn) =>
  c.kind === 'money' ? `${c.label} (USD)` : c.kind === 'percent' ? `${c.label} (%)` : c.label;

/**
 * Text a spreadsheet would run as a formula (=, +, @, a tab, a return, or a minus not starting a
 * number) is escaped: book titles and campaign names come from other people.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/** The CSV of a shown table: a header row of the column labels, the rows, then the total. */
export function tableCsv(table: ShownTable): string {
  const fields = table.columns.map(csvHeader);
  const data = [...table.rows, ...(table.totals ? [table.totals] : [])].map((row) =>
    table.columns.map((c) => csvCell(c, row[c.key])),
  );
  return unparse({ fields, data }, { escapeFormulae: FORMULA, newline: '\r\n' });
}

const PAGE_PREFIX: Record<AnalyticsPage, string> = {
  CUSTOMER: 'sales',
  READING: 'reading',
  SITE: 'visitors',
};

/** sales-AllLineResults-2026-09-01-2026-11-28.csv */
export const csvFileName = (answer: Pick<AnalyticsAnswer, 'page' | 'view' | 'range'>) =>
  `${PAGE_PREFIX[answer.page]}-${answer.view}-${answer.range.from}-${answer.range.to}.csv`;

const isZero = (v: Cell) => v === null || v === undefined || v === '' || Number(v) === 0;

/** Nothing to show: no rows, or rows whose every figure is nothing (empty periods, zero totals). */
export function isEmptyAnswer(answer: AnalyticsAnswer): boolean {
  const figures = answer.columns.filter((c) => isFigure(c.kind));
  return answer.rows.every((row) => figures.every((c) => isZero(row[c.key])));
}

/** Saves text as a file through a temporary link (the browser's own download). */
export function saveText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (titles with accents).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
