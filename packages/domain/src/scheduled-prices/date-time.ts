/**
 * Date-times of scheduled prices (spec 1 §3 "Scheduled price", §9 America/New_York): to the
 * minute, on the New York wall clock. What a person types ('2026-03-05T14:30', what a
 * datetime-local input gives) is that time in New York, whatever the zone of the browser or the
 * server; an instant with an offset ('2026-03-05T19:30:00Z') is accepted too. Answers carry the
 * New York offset ('2026-03-05T14:30:00-05:00'), so they are instants and wall-clock times at once.
 */
import { NEW_YORK_TZ } from '../format/dates';
import {
  clock12Text,
  clock24Text,
  isoDayText,
  offsetText,
  shortDayText,
  type WallClock,
  wallClockOf,
} from '../format/wall-clock';

// Only called with a valid date (each caller checks first).
const inNewYork = (at: Date) => wallClockOf(at, NEW_YORK_TZ) as WallClock;
const isValid = (d: Date) => !Number.isNaN(d.getTime());

export const MINUTE_MS = 60_000;

// Reading a typed date-time needs @date-fns/tz's TZDate: apart (./date-time-reading), so a page that
// only shows scheduled prices (the dashboard's badge) loads none of it.
export { type DateTimeReading, readNewYorkDateTime } from './date-time-reading';

/** The instant with the New York offset, to the second: '2026-03-05T14:30:00-05:00'. */
export function toNewYorkIso(at: Date): string {
  const d = inNewYork(at);
  return `${isoDayText(d)}T${clock24Text(d, true)}${offsetText(d)}`;
}

/** The New York wall clock of an instant, as a datetime-local input shows it: '2026-03-05T14:30'. */
export function toNewYorkWallClock(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  if (!isValid(d)) return '';
  const ny = inNewYork(d);
  return `${isoDayText(ny)}T${clock24Text(ny)}`;
}

/**
 * A date-time as people read it, in New York with its zone: 'Mar 5, 2026, 2:30 PM EST'
 * (EDT in summer). '' for a value that is no date-time.
 */
export function formatNewYorkDateTime(at: Date | string | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const d = typeof at === 'string' ? new Date(at) : at;
  if (!isValid(d)) return '';
  const ny = inNewYork(d);
  return `${shortDayText(ny, false)}, ${clock12Text(ny)} ${newYorkZoneAbbreviation(d)}`;
}

/** 'EST' or 'EDT': the abbreviation of New York's offset at that instant (-5 or -4, spec 1 §9). */
export function newYorkZoneAbbreviation(at: Date): 'EST' | 'EDT' {
  return offsetText(inNewYork(at)) === '-04:00' ? 'EDT' : 'EST';
}

/** The first whole minute strictly after `now`. */
export function nextWholeMinute(now: Date): Date {
  return new Date((Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS);
}
