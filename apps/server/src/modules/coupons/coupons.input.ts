import {
  type ApiErrorItem,
  AppError,
  appError,
  COUPON_PERCENT_RANGE,
  type CouponKind,
  type CouponProblem,
  couponCodeKey,
  couponCodeProblem,
  couponDayProblems,
  type couponsEndpoints,
  eanListProblems,
  errorItem,
  COUPON_MESSAGES as M,
  percentProblem,
  promoDayOf,
} from '@quire/domain';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { ProjectsService } from '../projects';
import type { CouponRow } from './coupons.tables';

export type CouponSubmitBody = z.output<typeof couponsEndpoints.submit.body>;
export type CouponInputValue = CouponSubmitBody['coupon'];

/** An EAN as stored: its digits (the author may type spaces or hyphens). */
export const normalizeEan = (ean: string) => ean.replace(/[\s-]/g, '');

/** The percent a kind keeps: null for BOGO, whatever was sent. */
const percentOf = (kind: CouponKind, percentOff: number | null) =>
  COUPON_PERCENT_RANGE[kind] ? percentOff : null;

/**
 * Every problem of a coupon as one answer, each on its field: the catalogue's codes with their
 * messages word for word (spec 2 §8), Quire's as VALIDATION with the domain's message. 409 when
 * the one problem is a code already in use, 400 otherwise.
 */
export function couponError(problems: readonly CouponProblem[]): AppError {
  const seen = new Set<string>();
  const items: ApiErrorItem[] = [];
  for (const p of problems) {
    const key = `${p.code}|${p.field}|${p.message ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(
      p.code === 'VALIDATION'
        ? { code: 'VALIDATION', field: p.field, description: p.message ?? 'Invalid' }
        : errorItem(p.code, { field: p.field }),
    );
  }
  return new AppError(items, items.length === 1 && items[0]?.code === '32000' ? 409 : 400);
}

/** The redemption limit may not fall below the redemptions made. */
export function limitProblem(limit: number | null, redemptions: number): CouponProblem | null {
  return limit !== null && limit < redemptions
    ? { code: 'VALIDATION', field: 'redemptionLimit', message: M.limitBelowRedemptions(redemptions) }
    : null;
}

/**
 * Whether each EAN is one of the owner's eBooks on sale at a price (a free one takes no coupon):
 * 32006 for an off-sale, free or print book or an unknown EAN, 32007 for another account's eBook.
 */
async function titleProblems(
  projects: Pick<ProjectsService, 'promoTitles'>,
  owner: string,
  eans: readonly string[],
): Promise<{ problems: CouponProblem[]; titles: { ean: string; projectId: string }[] }> {
  const looked = await Promise.all(
    eans.map(async (ean) => {
      const own = (await projects.promoTitles({ owner, ean, onSaleOnly: false, limit: 1 }))[0];
      if (own)
        return own.onSale && own.listPrice !== null && new Decimal(own.listPrice).gt(0)
          ? { ean, projectId: own.projectId }
          : ({ code: '32006', field: 'eanList' } as CouponProblem);
      const other = (await projects.promoTitles({ owner: null, ean, onSaleOnly: false, limit: 1 }))[0];
      return { code: other ? '32007' : '32006', field: 'eanList' } as CouponProblem;
    }),
  );
  const problems: CouponProblem[] = [];
  const titles: { ean: string; projectId: string }[] = [];
  for (const l of looked) {
    if ('projectId' in l) titles.push(l);
    else problems.push(l);
  }
  return { problems, titles };
}

/** A new coupon, or a change to a scheduled one, as the columns it writes. */
export interface CheckedCoupon {
  code: string;
  codeKey: string;
  promoKind: CouponKind;
  percentOff: number | null;
  startDay: string;
  endDay: string;
  redemptionLimit: number | null;
  campaignLabel: string | null;
  titles: { ean: string; projectId: string }[];
}

/**
 * Checks a new coupon, or every field of a change to a scheduled one (`existing`: its stored start
 * may be kept as it is), and answers every problem at once.
 */
export async function checkCoupon(
  deps: {
    projects: Pick<ProjectsService, 'promoTitles'>;
    codeTaken: (codeKey: string, exceptId: string | null) => Promise<boolean>;
  },
  q: { input: CouponInputValue; owner: string; today: string; existing: CouponRow | null },
): Promise<CheckedCoupon> {
  const { input, existing } = q;
  const problems: CouponProblem[] = [];
  const code = input.couponCode.trim();
  const codeProblem = couponCodeProblem(code);
  if (codeProblem) problems.push(codeProblem);
  const days = couponDayProblems({
    startDate: input.startDate,
    endDate: input.endDate,
    today: q.today,
    keepStart: existing?.startDay ?? null,
  });
  problems.push(...days.problems);
  const eans = input.eanList.map(normalizeEan);
  const listProblems = eanListProblems(eans);
  problems.push(...listProblems);
  const percent = percentProblem(input.promoKind, input.percentOff);
  if (percent) problems.push(percent);
  const limit = existing ? limitProblem(input.redemptionLimit, existing.redemptions) : null;
  if (limit) problems.push(limit);
  const [titles, taken] = await Promise.all([
    listProblems.length === 0 ? titleProblems(deps.projects, q.owner, eans) : null,
    codeProblem ? false : deps.codeTaken(couponCodeKey(code), existing?.id ?? null),
  ]);
  if (taken) problems.unshift({ code: '32000', field: 'couponCode' });
  if (titles) problems.push(...titles.problems);
  if (problems.length > 0 || !titles || !days.startDay || !days.endDay) throw couponError(problems);
  return {
    code,
    codeKey: couponCodeKey(code),
    promoKind: input.promoKind,
    percentOff: percentOf(input.promoKind, input.percentOff),
    startDay: days.startDay,
    endDay: days.endDay,
    redemptionLimit: input.redemptionLimit,
    campaignLabel: input.campaignLabel,
    titles: titles.titles,
  };
}

/**
 * A change to a running coupon: only its campaign label, and its end moved earlier (today at the
 * earliest). Anything else is COUPON_RUNNING; a bad end day is the catalogue's, on its field.
 */
export function checkRunningChange(
  row: CouponRow,
  stored: readonly string[],
  input: CouponInputValue,
  today: string,
): { endDay: string; campaignLabel: string | null } {
  const sorted = (list: readonly string[]) => [...list].sort().join(',');
  const same =
    input.couponCode.trim() === row.code &&
    promoDayOf(input.startDate) === row.startDay &&
    sorted(input.eanList.map(normalizeEan)) === sorted(stored) &&
    input.promoKind === row.promoKind &&
    percentOf(input.promoKind, input.percentOff) === row.percentOff &&
    input.redemptionLimit === row.redemptionLimit;
  const endDay = promoDayOf(input.endDate);
  if (!same || (endDay !== null && endDay > row.endDay)) throw appError('COUPON_RUNNING');
  const days = couponDayProblems({
    startDate: input.startDate,
    endDate: input.endDate,
    today,
    keepStart: row.startDay,
  });
  if (days.problems.length > 0 || !days.endDay) throw couponError(days.problems);
  return { endDay: days.endDay, campaignLabel: input.campaignLabel };
}
