import {
  AppError,
  appError,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_EANS_MAX,
  COUPON_KIND_DESCRIPTIONS,
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  COUPON_LABEL_MAX,
  COUPON_LENGTH_MAX_DAYS,
  COUPON_LIMIT_MAX,
  COUPON_PERCENT_RANGE,
  COUPON_START_MAX_DAYS,
  type Coupon,
  type CouponStatus,
  type couponSpecsSchema,
  EBOOK_ROYALTY_BANDS,
  hasPermission,
  isAdmin,
  isUuid,
  type LoggedInUser,
  COUPON_MESSAGES as M,
  mayActOn,
  newYorkDay,
  ownerOf,
  sendDayOf,
} from '@quire/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/rows';
import type { Tx } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import {
  type CouponSubmitBody,
  checkCoupon,
  checkRunningChange,
  couponError,
  limitProblem,
} from './coupons.input';
import { statusOf } from './coupons.mapper';
import { type CouponListQuery, type CouponReadsDeps, createCouponReads } from './coupons.reads';
import type { CouponRow } from './coupons.tables';

/** The account feature of coupons (spec 2 §6 "ebook coupons (EBOOK_COUPONS …)"). */
export const COUPONS_PERMISSION = 'EBOOK_COUPONS';

export type CouponsDeps = CouponReadsDeps;

/**
 * Reading coupons: the coupon feature (administrators always pass); a contributor acting for an
 * author needs "Manage promotion" (the feature is the author's account's, which the contributor's
 * session does not carry).
 */
export function assertMayUseCoupons(user: LoggedInUser): void {
  assertContributorMay(user, ['MANAGE_PROMOTION']);
  if (user.actingFor) return;
  if (!isAdmin(user.permissions) && !hasPermission(user.permissions, COUPONS_PERMISSION))
    throw appError('FORBIDDEN');
}

/** Changing coupons is the author's (or their contributor's): administrators only read them (403). */
export function assertMayChangeCoupons(user: LoggedInUser): void {
  if (isAdmin(user.permissions)) throw appError('FORBIDDEN');
  assertMayUseCoupons(user);
}

/** The coupons' unique code index: a concurrent submission with the same code loses on it. */
const CODE_INDEX = 'coupons_code_key_idx';

/**
 * eBook coupons (spec 2 §3, §5, §7, §8): an author creates coupons for their on-sale eBooks,
 * changes a scheduled one (and only the label and an earlier end of a running one), ends a
 * running one early and deletes a scheduled one; lists them by status. The status follows the New
 * York day, so it changes at midnight by itself. Another account's coupon answers 404.
 */
export function createCouponsService(deps: CouponsDeps) {
  const { uow, projects, now } = deps;
  const reads = createCouponReads(deps);

  /** A coupon the user may see (their account's; an administrator any), or 404. */
  async function visible(user: LoggedInUser, id: string | null | undefined): Promise<CouponRow> {
    const row = id && isUuid(id) ? await uow.repos.find(id) : null;
    if (!row || !mayActOn(user, row.ownerCustomerId)) throw appError('NOT_FOUND', { field: 'couponId' });
    return row;
  }

  async function answer(row: CouponRow, today: string): Promise<Coupon> {
    return (await reads.present([row], today))[0] as Coupon;
  }

  /**
   * The row locked in `repos`' transaction, still of this status (another click may have changed
   * it since it was read), else `refusal`.
   */
  async function lockedAs(
    repos: typeof uow.repos,
    id: string,
    status: CouponStatus,
    today: string,
    refusal: string,
  ): Promise<CouponRow> {
    const row = await repos.lock(id);
    if (!row) throw appError('NOT_FOUND', { field: 'couponId' });
    if (statusOf(row, today) !== status) throw appError(refusal);
    return row;
  }

  /** Runs a write; a code another coupon took in the meantime answers 32000 on the code. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, CODE_INDEX)) throw couponError([{ code: '32000', field: 'couponCode' }]);
      throw error;
    }
  }

  return {
    /**
     * POST coupon/submitCoupon: a new coupon, or (couponIdAvailable with coupon.id) a change. A
     * scheduled coupon may change in every field (a new start today or later; its own start may
     * stay); a running one only its campaign label and an earlier end (not before today), else
     * COUPON_RUNNING; an ended one not at all (COUPON_ENDED). Every problem at once, on its field.
     */
    async submit(user: LoggedInUser, body: CouponSubmitBody): Promise<Coupon> {
      assertMayChangeCoupons(user);
      const today = newYorkDay(now());
      const input = body.coupon;
      if (body.couponIdAvailable && !input.id)
        throw new AppError([{ code: 'VALIDATION', field: 'id', description: M.idRequired }]);
      const existing = body.couponIdAvailable ? await visible(user, input.id) : null;
      const status = existing ? statusOf(existing, today) : null;
      if (existing && status === 'EXPIRED') throw appError('COUPON_ENDED');

      if (existing && status === 'ACTIVE') {
        const stored = (await uow.repos.titlesOf([existing.id])).map((t) => t.ean);
        const change = checkRunningChange(existing, stored, input, today);
        const saved = await uow.withTransaction(async (repos) => {
          await lockedAs(repos, existing.id, 'ACTIVE', today, 'COUPON_ENDED');
          return repos.update(existing.id, { ...change, updatedAt: now() });
        });
        return answer(saved, today);
      }

      const owner = existing?.ownerCustomerId ?? ownerOf(user);
      const checked = await checkCoupon(
        { projects, codeTaken: (key, exceptId) => uow.repos.codeTaken(key, exceptId) },
        { input, owner, today, existing },
      );
      const { titles, ...columns } = checked;
      const saved = await writing(() =>
        uow.withTransaction(async (repos) => {
          const at = now();
          if (existing) {
            const locked = await lockedAs(repos, existing.id, 'SCHEDULED', today, 'COUPON_RUNNING');
            const limit = limitProblem(columns.redemptionLimit, locked.redemptions);
            if (limit) throw couponError([limit]);
            const row = await repos.update(existing.id, { ...columns, updatedAt: at });
            await repos.deleteTitles(existing.id);
            await repos.insertTitles(existing.id, titles);
            return row;
          }
          const row = await repos.insert({
            ...columns,
            ownerCustomerId: owner,
            createdAt: at,
            updatedAt: at,
            createdBy: user.customerId,
          });
          await repos.insertTitles(row.id, titles);
          return row;
        }),
      );
      return answer(saved, today);
    },

    /** POST coupon/endCoupon: ends a running coupon today (COUPON_NOT_RUNNING otherwise). */
    async end(user: LoggedInUser, couponId: string): Promise<Coupon> {
      assertMayChangeCoupons(user);
      const today = newYorkDay(now());
      const row = await visible(user, couponId);
      if (statusOf(row, today) !== 'ACTIVE') throw appError('COUPON_NOT_RUNNING');
      const saved = await uow.withTransaction(async (repos) => {
        await lockedAs(repos, row.id, 'ACTIVE', today, 'COUPON_NOT_RUNNING');
        return repos.update(row.id, { endedEarly: true, endDay: today, updatedAt: now() });
      });
      return answer(saved, today);
    },

    /** DELETE projectCoupons/id: a scheduled coupon only (COUPON_NOT_DELETABLE otherwise). */
    async remove(user: LoggedInUser, couponId: string): Promise<{ deleted: true; couponId: string }> {
      assertMayChangeCoupons(user);
      const today = newYorkDay(now());
      const row = await visible(user, couponId);
      if (statusOf(row, today) !== 'SCHEDULED') throw appError('COUPON_NOT_DELETABLE');
      await uow.withTransaction(async (repos) => {
        await lockedAs(repos, row.id, 'SCHEDULED', today, 'COUPON_NOT_DELETABLE');
        await repos.remove(row.id);
      });
      return { deleted: true, couponId: row.id };
    },

    /** GET coupon: one coupon (the caller's account's; an administrator any). */
    async one(user: LoggedInUser, couponId: string): Promise<Coupon> {
      assertMayUseCoupons(user);
      return answer(await visible(user, couponId), newYorkDay(now()));
    },

    /** GET projectCoupons: a tab of the caller's account's coupons. */
    async list(user: LoggedInUser, q: CouponListQuery) {
      assertMayUseCoupons(user);
      return reads.page(ownerOf(user), q);
    },

    /** GET coupon-specs: the rules the form follows, and today in New York (the earliest start). */
    specs(user: LoggedInUser): z.output<typeof couponSpecsSchema> {
      assertMayUseCoupons(user);
      return {
        codeMin: COUPON_CODE_MIN,
        codeMax: COUPON_CODE_MAX,
        maxTitles: COUPON_EANS_MAX,
        maxStartDays: COUPON_START_MAX_DAYS,
        maxLengthDays: COUPON_LENGTH_MAX_DAYS,
        labelMax: COUPON_LABEL_MAX,
        limitMax: COUPON_LIMIT_MAX,
        today: sendDayOf(newYorkDay(now())),
        kinds: COUPON_KINDS.map((kind) => ({
          promoKind: kind,
          label: COUPON_KIND_LABELS[kind],
          description: COUPON_KIND_DESCRIPTIONS[kind],
          percentOffMin: COUPON_PERCENT_RANGE[kind]?.min ?? null,
          percentOffMax: COUPON_PERCENT_RANGE[kind]?.max ?? null,
        })),
        royaltyBands: EBOOK_ROYALTY_BANDS.map((b) => ({
          min: b.min,
          max: b.max,
          royaltyRate: b.royaltyRate,
        })),
      };
    },

    /** The coupon search of the form (and the administrators'): see coupons.reads.ts. */
    async search(user: LoggedInUser, params: Parameters<typeof reads.search>[1], limit: number) {
      assertMayUseCoupons(user);
      return reads.search(user, params, limit);
    },

    adminList: reads.adminList,
    adminMismatch: reads.adminMismatch,

    /**
     * For publishing (taking a book off sale warns): whether a coupon naming the book is running or
     * scheduled today. Given the caller's transaction, it reads in it.
     */
    async runningOrScheduled(projectId: string, tx?: Tx): Promise<boolean> {
      const repos = tx ? uow.bound(tx) : uow.repos;
      return repos.runningOrScheduled(projectId, newYorkDay(now()));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
