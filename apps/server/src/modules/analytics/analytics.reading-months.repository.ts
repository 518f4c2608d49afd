import { FINISHED_PROGRESS } from '@quire/domain';
import { sql } from 'drizzle-orm';

/**
 * The reading months' sums (analytics_reading_months, decision 063) as SQL, shared by the fold, the
 * migration's check in the tests and the views: what a set of reader rows adds to its books'
 * purchase months. `sign` is +1 for a row as it is now and -1 for the same row as it was, so a
 * fold adds each changed row's difference.
 */
const COLUMNS = [
  'buyers',
  'opened',
  'reached25',
  'reached50',
  'reached75',
  'finished',
  'progress_count',
  'progress_sum',
  'open_seconds',
] as const;

export const READING_COLUMNS = sql.raw(COLUMNS.join(', '));
/** A row that changes nothing. */
export const READING_NONE = sql.raw(COLUMNS.map(() => '0').join(', '));
export const READING_ADD = sql.raw(COLUMNS.map((c) => `${c} = g.${c} + excluded.${c}`).join(', '));

/** Over rows with `sign`, `bought_at`, `first_read_at` and `max_progress`. */
export const READING_SUMS = sql.raw(`sum(sign)::bigint as buyers,
  coalesce(sum(sign) filter (where first_read_at is not null), 0)::bigint as opened,
  coalesce(sum(sign) filter (where max_progress >= 25), 0)::bigint as reached25,
  coalesce(sum(sign) filter (where max_progress >= 50), 0)::bigint as reached50,
  coalesce(sum(sign) filter (where max_progress >= 75), 0)::bigint as reached75,
  coalesce(sum(sign) filter (where max_progress >= ${FINISHED_PROGRESS}), 0)::bigint as finished,
  coalesce(sum(sign) filter (where max_progress is not null), 0)::bigint as progress_count,
  coalesce(sum(sign * max_progress), 0) as progress_sum,
  coalesce(sum(sign * greatest(extract(epoch from (first_read_at - bought_at)), 0))
    filter (where first_read_at is not null and bought_at is not null), 0) as open_seconds`);
