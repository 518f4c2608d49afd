import type { AnalyticsView } from '@quire/domain';
import { locale } from '../../../i18n';
import type { AnalyticsAnswer, AnalyticsColumn } from '../api/analytics';
import { type AnalyticsMessageKey, analyticsText as T } from '../messages';
import { type Cell, dayLabel, formatCell, isFigure, plotValue } from './cells';

/**
 * What each view draws (the answer's columns decide the figures, by key where the view has a
 * known shape, else its first figures) and the words a screen reader hears for it (the chart is an
 * image with a summary; the table behind it is the way to every figure).
 */
export type ChartKind = 'stats' | 'line' | 'bar' | 'hbar' | 'donut' | 'ranked' | 'table';

export interface ChartSpec {
  kind: ChartKind;
  /** The column that names a point, a bar or a slice. */
  axis?: string;
  /** The figures drawn, by column key, in groups drawn as separate charts (copies apart from money). */
  groups?: string[][];
  /** For stat cards: a total shown above the chart, by key of the answer's totals. */
  headline?: string;
  empty: AnalyticsMessageKey;
}

export const VIEW_CHARTS: Record<AnalyticsView, ChartSpec> = {
  AllResults: { kind: 'stats', empty: 'empty.sales' },
  AllLineResults: {
    kind: 'line',
    axis: 'period',
    groups: [
      ['ebookUnits', 'printUnits'],
      ['ebookRoyalty', 'printRoyalty'],
    ],
    empty: 'empty.sales',
  },
  doughnutResults: { kind: 'donut', axis: 'name', groups: [['units']], empty: 'empty.sales' },
  MapResults: { kind: 'hbar', axis: 'country', groups: [['units']], empty: 'empty.sales' },
  bestBook: { kind: 'ranked', axis: 'title', groups: [['units']], empty: 'empty.sales' },
  BarGraphDetails: { kind: 'bar', axis: 'campaign', groups: [['redemptions']], empty: 'empty.coupons' },
  customerDataOtherAuthors: { kind: 'table', empty: 'empty.otherAuthors' },
  PurchasePreviewResult: {
    kind: 'bar',
    axis: 'title',
    groups: [['samples', 'units']],
    empty: 'empty.samples',
  },
  ConsumptionResults: { kind: 'hbar', axis: 'label', groups: [['readers']], empty: 'empty.reading' },
  ConsumptionBarResults: {
    kind: 'bar',
    axis: 'period',
    groups: [['readingEvents', 'samples']],
    empty: 'empty.reading',
  },
  averageTimeToOpen: {
    kind: 'hbar',
    axis: 'title',
    groups: [['averageHours']],
    headline: 'averageHours',
    empty: 'empty.reading',
  },
  bookComplitionRateAverage: {
    kind: 'hbar',
    axis: 'title',
    groups: [['completion']],
    headline: 'completion',
    empty: 'empty.reading',
  },
  bookPageVisitorByDomain: { kind: 'hbar', axis: 'domain', groups: [['visits']], empty: 'empty.visits' },
};

export const SERIES_COLORS = ['ink.6', 'teal.8', 'orange.8', 'grape.7', 'cyan.8', 'red.8'] as const;

export interface Series {
  column: AnalyticsColumn;
  color: string;
}

/** The column that names each point: the spec's, else the answer's first name or day. */
export function axisOf(spec: ChartSpec, answer: AnalyticsAnswer): AnalyticsColumn | undefined {
  return answer.columns.find((c) => c.key === spec.axis) ?? answer.columns.find((c) => !isFigure(c.kind));
}

/**
 * The figures drawn, group by group: the spec's columns the answer has, else (an answer shaped
 * otherwise) its first figure. Colours follow the order, so a series keeps its colour everywhere.
 */
export function seriesOf(spec: ChartSpec, answer: AnalyticsAnswer): Series[][] {
  const byKey = new Map(answer.columns.map((c) => [c.key, c]));
  let n = 0;
  const color = () => SERIES_COLORS[n++ % SERIES_COLORS.length] as string;
  const groups = (spec.groups ?? [])
    .map((keys) => keys.flatMap((k) => (byKey.get(k) ? [byKey.get(k) as AnalyticsColumn] : [])))
    .filter((g) => g.length > 0);
  if (groups.length > 0) return groups.map((g) => g.map((column) => ({ column, color: color() })));
  const first = answer.columns.find((c) => isFigure(c.kind) && c.key !== 'rank');
  return first ? [[{ column: first, color: color() }]] : [];
}

/** The rows as a chart draws them: the name as text, each figure as a number. */
export function chartData(answer: AnalyticsAnswer, axis: AnalyticsColumn | undefined, series: Series[]) {
  return answer.rows.map((row) => ({
    [axis?.key ?? 'name']: axis ? String(row[axis.key] ?? T('table.none')) : '',
    ...Object.fromEntries(series.map((s) => [s.column.key, plotValue(row[s.column.key])])),
  }));
}

const list = (parts: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
const labels = (series: Series[]) => list(series.map((s) => s.column.label));
const nameOf = (axis: AnalyticsColumn | undefined, row: Record<string, Cell>) =>
  axis ? String(row[axis.key] ?? T('table.none')) : '';

/** The words a chart's image says: what it draws, over what, and its highest or parts. */
export function chartSummary(spec: ChartSpec, answer: AnalyticsAnswer): string {
  const axis = axisOf(spec, answer);
  const groups = seriesOf(spec, answer);
  const all = groups.flat();
  const first = all[0];
  const rows = answer.rows;
  const tail = T('chart.tablePath');
  if (spec.kind === 'stats') {
    const row = rows[0] ?? {};
    const parts = answer.columns.map((c) => `${c.label} ${formatCell(c.kind, row[c.key])}`);
    return `${T('chart.stats', { title: answer.title, parts: parts.join(', ') })}`;
  }
  if (spec.kind === 'line') {
    return `${T('chart.line', {
      title: answer.title,
      series: labels(all),
      grain: T(`grain.${answer.range.grain}`),
      from: dayLabel(answer.range.from),
      to: dayLabel(answer.range.to),
    })} ${tail}`;
  }
  const value = (row: Record<string, Cell>) =>
    first ? formatCell(first.column.kind, row[first.column.key]) : '';
  if (spec.kind === 'donut' || spec.kind === 'ranked') {
    const top = rows.slice(0, 5).map((r, i) => {
      const name = nameOf(axis, r);
      return spec.kind === 'ranked' ? `${i + 1}. ${name} (${value(r)})` : `${name} ${value(r)}`;
    });
    const key = spec.kind === 'donut' ? 'chart.donut' : 'chart.ranked';
    return `${T(key, { title: answer.title, series: labels(all), axis: axis?.label ?? '', parts: top.join(', ') })} ${tail}`;
  }
  let highest = '';
  if (first && rows.length > 0) {
    const top = rows.reduce((a, b) =>
      plotValue(b[first.column.key]) > plotValue(a[first.column.key]) ? b : a,
    );
    const name =
      axis?.kind === 'day' ? formatCell('day', top[axis.key], answer.range.grain) : nameOf(axis, top);
    highest = ` ${T('chart.highest', { name, value: value(top) })}`;
  }
  return `${T('chart.bar', {
    title: answer.title,
    series: labels(all),
    axis: axis?.label ?? '',
    count: rows.length,
  })}${highest} ${tail}`;
}

/**
 * The width of a horizontal bar chart's name axis, in pixels: its ticks wrap at spaces (a book's
 * title), but a name without one (a referring site such as adaauthor.substack.com) cannot, so the axis
 * is as wide as the longest word at the ticks' 12 px (about 7 px a character), from 140 to 220 px.
 */
export function nameAxisWidth(names: readonly string[]): number {
  const longest = Math.max(0, ...names.flatMap((n) => n.split(/\s+/).map((word) => word.length)));
  return Math.min(220, Math.max(140, Math.ceil(longest * 7 + 12)));
}
