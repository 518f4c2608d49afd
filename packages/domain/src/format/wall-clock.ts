/**
 * The few date and time patterns Quire shows and sends, written from a moment's fields, without
 * date-fns's `format` or @date-fns/tz (about 7 KB gzipped on every signed-in page, decision 056).
 * The instant is read on the zone's wall clock by the platform's Intl.DateTimeFormat, which keeps
 * the time-zone rules; what is left is putting numbers and month names in order.
 * `wall-clock.test.ts` checks each pattern against date-fns's own output, and the fields against
 * TZDate's, over instants across the years and the summer-time changes.
 */

/** The months' names in English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A moment's fields on some wall clock: what the texts below read (a Date, a TZDate, a WallClock). */
export interface WallClockFields {
  getFullYear(): number;
  getMonth(): number;
  getDate(): number;
  getHours(): number;
  getMinutes(): number;
  getSeconds(): number;
  /** Minutes to add to reach UTC, as Date's (300 in New York in winter). */
  getTimezoneOffset(): number;
}

/** A moment on a zone's wall clock, with the zone's short name then ('EST', 'EDT' in New York). */
export interface WallClock extends WallClockFields {
  zoneName: string;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's fields on the wall clock of `zone`, read with Intl.DateTimeFormat: for showing a
 * moment, without @date-fns/tz (whose TZDate the screens need only to read typed dates). Null for
 * an invalid date.
 */
export function wallClockOf(at: Date | number, zone: string): WallClock | null {
  const ms = typeof at === 'number' ? at : at.getTime();
  // Beyond ±8.64e15 ms a Date is invalid (and Intl would throw).
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'short',
    });
    partsFormats.set(zone, format);
  }
  const f: Record<string, number> = {};
  let zoneName = '';
  for (const p of format.formatToParts(ms)) {
    if (p.type === 'timeZoneName') zoneName = p.value;
    else if (p.type !== 'literal') f[p.type] = Number(p.value);
  }
  const [y, mo, d, h, mi, s] = [
    f.year ?? 0,
    (f.month ?? 1) - 1,
    f.day ?? 1,
    f.hour ?? 0,
    f.minute ?? 0,
    f.second ?? 0,
  ];
  // The zone's offset: its wall clock read as UTC, less the instant (to the whole second).
  const wall = new Date(0);
  wall.setUTCFullYear(y, mo, d);
  wall.setUTCHours(h, mi, s, 0);
  const offset = Math.round((Math.floor(ms / 1000) * 1000 - wall.getTime()) / 60_000);
  return {
    getFullYear: () => y,
    getMonth: () => mo,
    getDate: () => d,
    getHours: () => h,
    getMinutes: () => mi,
    getSeconds: () => s,
    getTimezoneOffset: () => offset,
    zoneName,
  };
}

/** 'yyyy-MM-dd': '2026-03-05'. */
export function isoDayText(d: WallClockFields): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'MM/dd/yyyy': '03/05/2026'. */
export function usDayText(d: WallClockFields): string {
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${pad(d.getFullYear(), 4)}`;
}

/** 'MMMM d, yyyy' ('March 5, 2026') when `monthFirst`, else 'd MMMM yyyy' ('5 March 2026'). */
export function longDayText(d: WallClockFields, monthFirst: boolean): string {
  const month = MONTH_NAMES[d.getMonth()];
  const year = pad(d.getFullYear(), 4);
  return monthFirst ? `${month} ${d.getDate()}, ${year}` : `${d.getDate()} ${month} ${year}`;
}

/** 'MMM dd, yyyy' ('Mar 05, 2026'), or 'MMM d, yyyy' ('Mar 5, 2026') without `padDay`. */
export function shortDayText(d: WallClockFields, padDay: boolean): string {
  const day = padDay ? pad(d.getDate()) : String(d.getDate());
  return `${MONTH_NAMES[d.getMonth()]?.slice(0, 3)} ${day}, ${pad(d.getFullYear(), 4)}`;
}

/** 'h:mm a': '2:30 PM', '12:05 AM'. */
export function clock12Text(d: WallClockFields): string {
  const h = d.getHours();
  return `${h % 12 || 12}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'HH:mm' ('14:30'), or 'HH:mm:ss' with `seconds`. */
export function clock24Text(d: WallClockFields, seconds = false): string {
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return seconds ? `${hm}:${pad(d.getSeconds())}` : hm;
}

/** 'XXX' of a moment on a zone's wall clock: the zone's offset then, '-05:00', '+05:30', 'Z' for UTC. */
export function offsetText(d: WallClockFields): string {
  const east = -d.getTimezoneOffset();
  if (east === 0) return 'Z';
  const abs = Math.abs(east);
  return `${east < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
