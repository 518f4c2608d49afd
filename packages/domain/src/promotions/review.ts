/**
 * The review of nominations (beyond the spec, which names no review deadline): by which New York
 * day a pending request will have been looked at, which tab a request sits on, and the checks of an
 * administrator's status change. Days are 'YYYY-MM-DD'.
 */
import { addDays, dayOfWeek, newYorkDay, promoDayOf, sendDayOf } from './dates';
import type { PromoDeclineReason } from './decline-reasons';
import { PROMO_MESSAGES as M } from './messages';
import { PROMO_STATUS_MOVES, type PromoStatus, type StoredPromoStatus } from './types';

/** A standard promotion's requests are reviewed within this many New York business days (Monday to Friday). */
export const STANDARD_REVIEW_BUSINESS_DAYS = 10;

/** The day `n` business days (Monday to Friday) after `day`. */
export function addBusinessDays(day: string, n: number): string {
  let d = day;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    const w = dayOfWeek(d);
    if (w !== 0 && w !== 6) left -= 1;
  }
  return d;
}

/**
 * The day by which a request will be reviewed: for a monthly promotion the day after its submit-by
 * (nominations are judged together once the window closes), but never later than the day before the
 * promotion starts, and never before the day of submission; for a standard one (no submit-by, no
 * start) 10 New York business days after the day it was submitted.
 */
export function reviewByDay(
  definition: { submitBy: string | null; start: string | null },
  submittedAt: Date,
): string {
  const today = newYorkDay(submittedAt);
  if (!definition.submitBy && !definition.start) return addBusinessDays(today, STANDARD_REVIEW_BUSINESS_DAYS);
  let day = definition.submitBy ? addDays(definition.submitBy, 1) : addDays(today, 1);
  if (definition.start && day >= definition.start) day = addDays(definition.start, -1);
  return day < today ? today : day;
}

/**
 * The tab of a stored request at `now`: an accepted one whose end has passed is COMPLETED; an
 * accepted one without an end stays APPROVED.
 */
export function promoTabOf(status: StoredPromoStatus | string, endAt: Date | null, now: Date): PromoStatus {
  if (status === 'APPROVED' && endAt && endAt.getTime() <= now.getTime()) return 'COMPLETED';
  return status as PromoStatus;
}

/** Whether an administrator may move a request from its tab to `to` (spec 2 §4). */
export const mayMovePromo = (from: PromoStatus, to: StoredPromoStatus): boolean =>
  PROMO_STATUS_MOVES[from].includes(to);

export interface PromoStatusChangeInput {
  status: StoredPromoStatus;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  declineReason?: PromoDeclineReason | null | undefined;
  declineNote?: string | null | undefined;
  eligibleAgain?: string | null | undefined;
}

export interface PromoStatusChangeValue {
  status: StoredPromoStatus;
  /** Accept: the accepted days. */
  start: string | null;
  end: string | null;
  decline: { reason: PromoDeclineReason; note: string | null; eligibleAgain: string | null } | null;
}

export type PromoStatusChangeCheck =
  | { ok: true; value: PromoStatusChangeValue }
  | { ok: false; problems: { field: string; message: string }[] };

/**
 * The checks of an administrator's status change, whatever rows it moves: an acceptance takes a
 * start and an end day (the end after the start, the start not in the past); a decline takes a
 * reason, a note with OTHER and the day the title is eligible again with RECENTLY_PROMOTED.
 */
export function checkPromoStatusChange(input: PromoStatusChangeInput, now: Date): PromoStatusChangeCheck {
  const problems: { field: string; message: string }[] = [];
  if (input.status === 'APPROVED') {
    const start = promoDayOf(input.startDate);
    const end = promoDayOf(input.endDate);
    if (!input.startDate || !input.endDate) {
      if (!input.startDate) problems.push({ field: 'startDate', message: M.acceptDatesRequired });
      if (!input.endDate) problems.push({ field: 'endDate', message: M.acceptDatesRequired });
    } else if (!start) problems.push({ field: 'startDate', message: M.invalidDate });
    else if (!end) problems.push({ field: 'endDate', message: M.invalidDate });
    else if (start < newYorkDay(now)) problems.push({ field: 'startDate', message: M.futureStart });
    else if (end <= start)
      problems.push({ field: 'endDate', message: M.orLater(sendDayOf(addDays(start, 1))) });
    if (problems.length > 0) return { ok: false, problems };
    return { ok: true, value: { status: 'APPROVED', start, end, decline: null } };
  }
  if (input.status === 'DECLINED') {
    const reason = input.declineReason ?? null;
    const note = input.declineNote?.trim() || null;
    let eligibleAgain: string | null = null;
    if (!reason) problems.push({ field: 'declineReason', message: M.declineReasonRequired });
    else if (reason === 'OTHER' && !note)
      problems.push({ field: 'declineNote', message: M.declineOtherText });
    else if (reason === 'RECENTLY_PROMOTED') {
      eligibleAgain = promoDayOf(input.eligibleAgain);
      if (!input.eligibleAgain) problems.push({ field: 'eligibleAgain', message: M.eligibleAgainRequired });
      else if (!eligibleAgain) problems.push({ field: 'eligibleAgain', message: M.invalidDate });
    }
    if (problems.length > 0 || !reason) return { ok: false, problems };
    return {
      ok: true,
      value: { status: 'DECLINED', start: null, end: null, decline: { reason, note, eligibleAgain } },
    };
  }
  return { ok: true, value: { status: 'PENDING', start: null, end: null, decline: null } };
}
