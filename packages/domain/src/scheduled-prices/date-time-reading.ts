import { TZDate } from '@date-fns/tz';
import { NEW_YORK_TZ } from '../format/dates';
import { MINUTE_MS } from './date-time';

const isValid = (d: Date) => !Number.isNaN(d.getTime());

/** The result of reading a date-time: the instant, or why there is none. */
export type DateTimeReading =
  | { ok: true; at: Date }
  | { ok: false; problem: 'missing' | 'invalid' | 'seconds' | 'gap'; wallClock?: string };

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(00)(?:\.0+)?)?$/;
const WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a scheduled price's date-time. A wall-clock time ('YYYY-MM-DDTHH:mm', a space instead of
 * the T, ':00' seconds allowed) is New York time: a time the clocks skip when summer time starts
 * (2:30 AM on its day) is refused as `gap`; a time that happens twice when it ends (1:30 AM) is
 * the first of the two (summer time). An instant with `Z` or an offset must fall on a whole minute.
 */
export function readNewYorkDateTime(value: unknown): DateTimeReading {
  if (value === null || value === undefined) return { ok: false, problem: 'missing' };
  if (typeof value !== 'string') return { ok: false, problem: 'invalid' };
  const text = value.trim();
  if (text === '') return { ok: false, problem: 'missing' };
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [y, mo, d, h, mi] = wall.slice(1, 6).map(Number) as [number, number, number, number, number];
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return { ok: false, problem: 'invalid' };
    const at = new TZDate(y, mo - 1, d, h, mi, NEW_YORK_TZ);
    if (!isValid(at)) return { ok: false, problem: 'invalid' };
    // 02/30 rolls into March: not a real day.
    if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d)
      return { ok: false, problem: 'invalid' };
    // The hour the clocks skip comes back an hour later.
    if (at.getHours() !== h || at.getMinutes() !== mi) return { ok: false, problem: 'gap', wallClock: text };
    return { ok: true, at: new Date(at.getTime()) };
  }
  const instant = WITH_OFFSET.exec(text);
  if (instant) {
    const [mo, d, h, mi] = instant.slice(2, 6).map(Number) as [number, number, number, number];
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return { ok: false, problem: 'invalid' };
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) return { ok: false, problem: 'invalid' };
    if (ms % MINUTE_MS !== 0) return { ok: false, problem: 'seconds' };
    return { ok: true, at: new Date(ms) };
  }
  return { ok: false, problem: 'invalid' };
}
