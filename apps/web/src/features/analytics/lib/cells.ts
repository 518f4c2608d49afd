import { formatDisplayDate, formatDisplayDateTime } from '@quire/domain/format/dates';
import { formatPrice } from '@quire/domain/format/price';
import { locale } from '../../../i18n';
import type { AnalyticsColumn } from '../api/analytics';
import { analyticsText as T } from '../messages';

/**
 * How the analytics figures read: money in US dollars (the domain's formatPrice, exact decimals),
 * counts with thousands separators, percents with one decimal at most and "%", hours with "h",
 * days as the locale's display date (a month's period as the month), all in New York.
 */
export type Cell = string | number | boolean | null | undefined;
export type Kind = AnalyticsColumn['kind'];
export type Grain = 'day' | 'week' | 'month';

const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

/** 'YYYY-MM' (or a day of it) as "March 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, 1),
  );
}

/** A day of a period as its axis reads: "Mar 5" (days and weeks) or "Mar 2026" (months). */
export function shortDay(day: string, grain: Grain): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions =
    grain === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

export const dayLabel = (day: string) => formatDisplayDate(day, locale, day);
/** A moment, New York time with its zone ("November 27, 2026, 7:25 PM EST"). */
export const momentLabel = (iso: string) => formatDisplayDateTime(iso, locale, iso);

const asNumber = (v: Cell): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** A figure as a number for a chart's geometry (never for arithmetic on money). */
export const plotValue = (v: Cell): number => asNumber(v) ?? 0;

/** A cell as the table shows it. */
export function formatCell(kind: Kind, value: Cell, grain: Grain = 'day'): string {
  if (value === null || value === undefined || value === '') return T('table.none');
  switch (kind) {
    case 'money':
      return formatPrice(typeof value === 'boolean' ? null : value, 'USD');
    case 'count': {
      const n = asNumber(value);
      return n === null ? String(value) : counts.format(n);
    }
    case 'percent': {
      const n = asNumber(value);
      return n === null ? String(value) : `${decimals.format(n)}%`;
    }
    case 'hours': {
      const n = asNumber(value);
      return n === null ? String(value) : T('cell.hours', { n: decimals.format(n) });
    }
    case 'day':
      return typeof value === 'string'
        ? grain === 'month'
          ? monthLabel(value)
          : dayLabel(value)
        : String(value);
    default:
      return String(value);
  }
}

/** Whether a kind is a figure (charted and summed), not a name or a day. */
export const isFigure = (kind: Kind) => kind !== 'text' && kind !== 'day';
