/**
 * The analytics views of spec 3 §7 (`GET /api/analytics?queryParameter=<view>`), the page of
 * `analyticsAccess` each belongs to, and the filters they take (decision 044). The spec names the
 * views and not their shapes: every view answers a table (columns and rows), so a chart and the
 * table behind it, and the CSV of what is on screen, are the same numbers.
 */
import { z } from 'zod';
import type { AnalyticsPage } from '../accounts/user';
import { addDays, daysBetween } from '../promotions/dates';
import { analyticsDay, finalThrough } from './periods';
import { ANALYTICS_FORMATS } from './royalty';

export const ANALYTICS_VIEWS = [
  'AllResults',
  'AllLineResults',
  'MapResults',
  'doughnutResults',
  'PurchasePreviewResult',
  'ConsumptionResults',
  'ConsumptionBarResults',
  'bestBook',
  'averageTimeToOpen',
  'bookPageVisitorByDomain',
  'bookComplitionRateAverage',
  'customerDataOtherAuthors',
  'BarGraphDetails',
] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

/** Which page each view belongs to: sales and customers, reading, the product page ("site"). */
export const VIEW_PAGE: Record<AnalyticsView, AnalyticsPage> = {
  AllResults: 'CUSTOMER',
  AllLineResults: 'CUSTOMER',
  MapResults: 'CUSTOMER',
  doughnutResults: 'CUSTOMER',
  bestBook: 'CUSTOMER',
  BarGraphDetails: 'CUSTOMER',
  customerDataOtherAuthors: 'CUSTOMER',
  PurchasePreviewResult: 'READING',
  ConsumptionResults: 'READING',
  ConsumptionBarResults: 'READING',
  averageTimeToOpen: 'READING',
  bookComplitionRateAverage: 'READING',
  bookPageVisitorByDomain: 'SITE',
};

/** What each view shows, in words (the dashboards' headings and the OpenAPI reference). */
export const VIEW_TITLES: Record<AnalyticsView, string> = {
  AllResults: 'Totals',
  AllLineResults: 'Copies and royalties over time',
  MapResults: 'By country',
  doughnutResults: 'By format',
  PurchasePreviewResult: 'Samples opened and copies sold',
  ConsumptionResults: 'How far readers read',
  ConsumptionBarResults: 'Reading over time',
  bestBook: 'Best books',
  averageTimeToOpen: 'Time from purchase to first opening',
  bookPageVisitorByDomain: 'Product-page visitors by referring site',
  bookComplitionRateAverage: 'Completion rate',
  customerDataOtherAuthors: "Other authors' books your readers bought",
  BarGraphDetails: 'Coupon redemptions by campaign',
};

/** The default range: the last 90 days, today included. */
export const DEFAULT_RANGE_DAYS = 90;
/** A reader counts as having finished a book at this share read. */
export const FINISHED_PROGRESS = 90;
/** customerDataOtherAuthors shows a book only when at least this many of the author's readers bought it. */
export const OTHER_AUTHORS_MIN_READERS = 3;

export const ANALYTICS_MESSAGES = {
  view: `queryParameter must name a view: ${ANALYTICS_VIEWS.join(', ')}.`,
  day: 'Dates are days written YYYY-MM-DD, such as 2026-03-05.',
  order: 'The start date must be on or before the end date.',
  future: 'The start date cannot be in the future.',
  format: 'format must be EBOOK or PRINT.',
  country: 'country must be a two-letter ISO 3166 code.',
  page: 'Your account does not have this analytics page.',
} as const;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ANALYTICS_MESSAGES.day })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: ANALYTICS_MESSAGES.day,
    },
  );

/** The query of every view. */
export const analyticsQuerySchema = z.object({
  queryParameter: z.enum(ANALYTICS_VIEWS, { error: ANALYTICS_MESSAGES.view }),
  from: day.optional().describe('First day, New York (default: 89 days before `to`)'),
  to: day.optional().describe('Last day, New York (default: today)'),
  projectId: z.string().trim().max(100).optional().describe('One book (another account’s answers 404)'),
  format: z.enum(ANALYTICS_FORMATS, { error: ANALYTICS_MESSAGES.format }).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: ANALYTICS_MESSAGES.country })
    .transform((v) => v.toUpperCase())
    .optional(),
  customerId: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe('Administrators: one author’s figures (without it, the platform’s)'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export type SeriesGrain = 'day' | 'week' | 'month';

export interface AnalyticsRange {
  from: string;
  to: string;
  grain: SeriesGrain;
}

/** Days for a range up to 92 days, weeks up to two years, months beyond. */
export function seriesGrain(from: string, to: string): SeriesGrain {
  const days = daysBetween(from, to) + 1;
  if (days <= 92) return 'day';
  return days <= 731 ? 'week' : 'month';
}

/**
 * The range a query asks for, or the problem with it (on its field). A `to` after today is read as
 * today (nothing can have happened later), which the answer says in its notice.
 */
export function analyticsRange(
  q: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { range: AnalyticsRange; clampedTo: boolean } | { field: 'from' | 'to'; message: string } {
  const today = analyticsDay(now);
  const asked = q.to ?? today;
  const to = asked > today ? today : asked;
  const from = q.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (q.from && q.from > today) return { field: 'from', message: ANALYTICS_MESSAGES.future };
  if (from > to) return { field: 'from', message: ANALYTICS_MESSAGES.order };
  return { range: { from, to, grain: seriesGrain(from, to) }, clampedTo: asked !== to };
}

/** Whether a range's figures are all final, none of them, or some. */
export type FigureStatus = 'FINAL' | 'ESTIMATED' | 'PARTLY_FINAL';

export function rangeStatus(range: { from: string; to: string }, now: Date): FigureStatus {
  const last = finalThrough(now);
  if (range.to <= last) return 'FINAL';
  return range.from > last ? 'ESTIMATED' : 'PARTLY_FINAL';
}

/** The first day of the period of `grain` that `day` falls in (weeks start on Monday). */
export function periodStart(day: string, grain: SeriesGrain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period of a range, in order (so a series shows its empty periods as 0, not as gaps). */
export function periodsOf(range: AnalyticsRange): string[] {
  const out: string[] = [];
  let p = periodStart(range.from, range.grain);
  while (p <= range.to) {
    out.push(p);
    p = range.grain === 'day' ? addDays(p, 1) : range.grain === 'week' ? addDays(p, 7) : `${addMonthDay(p)}`;
  }
  return out;
}

function addMonthDay(firstOfMonth: string): string {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
