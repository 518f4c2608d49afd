import {
  ANALYTICS_FORMATS,
  ANALYTICS_MESSAGES,
  type AnalyticsView,
  addDays,
  analyticsDay,
  DEFAULT_RANGE_DAYS,
} from '@quire/domain';
import { type Filter, isoDate, listSpec, oneOf, text } from '../../../lib/list-state';
import type { ViewQuery } from '../api/analytics';

/**
 * The dashboards' filters in the address (the shared list state, so Back restores them): the range
 * (`from`, `to`, New York days; both unset is the server's default, the last 90 days), one book
 * (`book`, its project id), a format and a country. The back office adds whose figures
 * (`customerId`) and which page (`tab`). Nothing here pages or sorts.
 */
const country: Filter<string> = {
  parse: (raw) => (/^[A-Za-z]{2}$/.test(raw.trim()) ? raw.trim().toUpperCase() : null),
};

const NO_SORT = { fields: ['none'] as const, default: { field: 'none' as const, direction: 'asc' as const } };

const FILTERS = {
  from: isoDate(),
  to: isoDate(),
  book: text(100),
  format: oneOf(ANALYTICS_FORMATS),
  country,
};

export const authorFilterSpec = listSpec({ pageSize: 1, sort: NO_SORT, filters: FILTERS });

export const ADMIN_TABS = ['CUSTOMER', 'READING', 'SITE', 'STATEMENTS'] as const;
export const adminFilterSpec = listSpec({
  pageSize: 1,
  sort: NO_SORT,
  filters: { ...FILTERS, customerId: text(40), tab: oneOf(ADMIN_TABS.filter((t) => t !== 'CUSTOMER')) },
});

export interface Filters {
  from: string | null;
  to: string | null;
  book: string | null;
  format: (typeof ANALYTICS_FORMATS)[number] | null;
  country: string | null;
}

/** Today in New York, the day the ranges count from. */
export const todayInNewYork = (now = new Date()) => analyticsDay(now);

/** The range the server answers for unset dates: the last 90 days, today included. */
export const defaultRange = (today: string) => ({
  from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)),
  to: today,
});

export const PRESETS = ['last30', 'last90', 'thisYear', 'last12Months', 'allTime'] as const;
export type Preset = (typeof PRESETS)[number];

/** The same day a year earlier (28 February for 29 February). */
function yearBefore(day: string): string {
  const [y, m, d] = day.split('-') as [string, string, string];
  const prior = `${String(Number(y) - 1).padStart(4, '0')}-${m}-${d}`;
  return m === '02' && d === '29' ? `${prior.slice(0, 8)}28` : prior;
}

/**
 * The dates a preset puts in the address: null for the default range (left out of the address) and,
 * for "All time", from the first day with any figure (`dataFrom`; today while there is none).
 */
export function presetRange(
  preset: Preset,
  today: string,
  dataFrom: string | null,
): { from: string | null; to: string | null } {
  switch (preset) {
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: null, to: null };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last12Months':
      return { from: addDays(yearBefore(today), 1), to: today };
    case 'allTime':
      return { from: dataFrom && dataFrom < today ? dataFrom : today, to: today };
  }
}

/** The range the server answers for the address's dates: `to` defaults to today, `from` to 89 days before `to`. */
export function shownRange(range: { from: string | null; to: string | null }, today: string) {
  const to = range.to ?? today;
  return { from: range.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/** The preset the address's range is, if it is one (the default range is "Last 90 days"). */
export function presetOf(
  range: { from: string | null; to: string | null },
  today: string,
  dataFrom: string | null,
): Preset | null {
  const shown = shownRange(range, today);
  return (
    PRESETS.find((p) => {
      const r = shownRange(presetRange(p, today, dataFrom), today);
      return r.from === shown.from && r.to === shown.to;
    }) ?? null
  );
}

/**
 * The dates typed, as the address keeps them (the default range as nothing), or the problem with
 * them in the server's words (the domain's ANALYTICS_MESSAGES), on the field it is about.
 */
export function checkRange(
  from: string,
  to: string,
  today: string,
): { from: string | null; to: string | null } | { field: 'from' | 'to'; message: string } {
  const day = isoDate();
  if (day.parse(from) === null) return { field: 'from', message: ANALYTICS_MESSAGES.day };
  if (day.parse(to) === null) return { field: 'to', message: ANALYTICS_MESSAGES.day };
  if (from > today) return { field: 'from', message: ANALYTICS_MESSAGES.future };
  if (from > to) return { field: 'from', message: ANALYTICS_MESSAGES.order };
  const d = defaultRange(today);
  return from === d.from && to === d.to ? { from: null, to: null } : { from, to };
}

/** One view's query for the filters (unset ones left out) and, for an administrator, whose figures. */
export function viewQuery(view: AnalyticsView, f: Filters, customerId?: string | null): ViewQuery {
  return {
    queryParameter: view,
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.book ? { projectId: f.book } : {}),
    ...(f.format ? { format: f.format } : {}),
    ...(f.country ? { country: f.country } : {}),
    ...(customerId ? { customerId } : {}),
  };
}
