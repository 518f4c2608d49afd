/**
 * The ONIX feed's query (GET /api/admin/onix-feed): `since` is a day or an instant, and pages
 * are bounded so that one answer stays a size a retailer's intake (and the server) handles.
 */
import { toNewYorkDate } from '../format/new-york-date';

/** The message a bad `since` answers, on the field `since`. */
export const ONIX_FEED_SINCE_MESSAGE =
  'Please enter a date (YYYY-MM-DD) or a date and time with its offset (2026-11-25T09:30:00Z).';

/** Products per feed page: 100 unless asked, at most 500. */
export const ONIX_FEED_DEFAULT_LIMIT = 100;
export const ONIX_FEED_MAX_LIMIT = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The moment `since` names: a day (YYYY-MM-DD) starts at midnight in New York, the business time
 * zone; an instant must carry its offset (Z or ±hh:mm), so it means the same on any server.
 * Null when it is neither, or not a real date (2026-02-30).
 */
export function onixFeedSince(text: string): Date | null {
  const value = text.trim();
  if (DAY.test(value)) {
    const d = toNewYorkDate(value);
    return d ? new Date(d.getTime()) : null;
  }
  if (!INSTANT.test(value)) return null;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}
