import {
  appError,
  type Coupon,
  type CouponStatus,
  type couponListQuerySchema,
  type couponMismatchSchema,
  type couponsEndpoints,
  hyphenateIsbn,
  isAdmin,
  isUuid,
  type LoggedInUser,
  COUPON_MESSAGES as M,
  newYorkDay,
  ownerOf,
  productCoverUrl,
} from '@quire/domain';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { ProjectsService } from '../projects';
import {
  authorOf,
  createTitleReader,
  defaultCouponSort,
  statusOf,
  type TitleState,
  toCoupon,
} from './coupons.mapper';
import type { CouponSearch, CouponsRepository } from './coupons.repository';
import type { CouponRow } from './coupons.tables';

export type CouponListQuery = z.output<typeof couponListQuerySchema>;
export type CouponAdminListQuery = z.output<typeof couponsEndpoints.adminList.query>;
export type CouponMismatchQuery = z.output<typeof couponsEndpoints.adminMismatch.query>;
type CouponSearchParams = z.output<typeof couponsEndpoints.search.params>;
type CouponSearchResult = z.output<typeof couponsEndpoints.search.response>['results'][number];
type CouponMismatch = z.output<typeof couponMismatchSchema>;

export interface CouponReadsDeps {
  uow: UnitOfWork<CouponsRepository>;
  projects: Pick<ProjectsService, 'promoTitles' | 'answerMany'>;
  accounts: Pick<AccountsVendor, 'byCustomerId'>;
  now: () => Date;
}

/** The administrators' mismatch view checks at most this many coupons at a time. */
export const MISMATCH_SCAN_LIMIT = 500;
/** Books whose title matches the list's search, at most (their coupons are then found). */
const TITLE_MATCH_LIMIT = 200;

/** Why a coupon no longer fits a title, or null when it does. */
function mismatchOf(owner: string, s: TitleState) {
  if (s.ownerCustomerId === null) return { reason: 'NOT_FOUND' as const, detail: M.mismatchNotFound };
  if (s.ownerCustomerId !== owner) return { reason: 'NOT_OWNED' as const, detail: M.mismatchNotOwned };
  if (!s.onSale) return { reason: 'NOT_ON_SALE' as const, detail: M.mismatchNotOnSale };
  if (s.listPrice === null || new Decimal(s.listPrice).lte(0))
    return { reason: 'NOT_ON_SALE' as const, detail: M.mismatchFree };
  return null;
}

/**
 * The coupons' reads: answering coupons with their titles as they are now (one batch of book reads
 * per answer), a tab of one owner's coupons, the coupon search of the form, and the
 * administrators' list and mismatch view.
 */
export function createCouponReads(deps: CouponReadsDeps) {
  const { uow, projects, accounts, now } = deps;
  const readTitles = createTitleReader(projects);

  /** Coupons as the API answers them: their titles read for all of them at once. */
  async function present(rows: readonly CouponRow[], today: string): Promise<Coupon[]> {
    const titles = await uow.repos.titlesOf(rows.map((r) => r.id));
    const owners = new Map(rows.map((r) => [r.id, r.ownerCustomerId]));
    const stateOf = await readTitles(
      titles.map((t) => ({ ean: t.ean, projectId: t.projectId, owner: owners.get(t.couponId) ?? '' })),
    );
    return rows.map((r) =>
      toCoupon(
        r,
        titles.filter((t) => t.couponId === r.id),
        stateOf,
        today,
      ),
    );
  }

  /** What the search box matches: digits look for (part of) an EAN, words for the code, label or a title. */
  async function searchOf(owner: string, text: string | undefined): Promise<CouponSearch | null> {
    const q = text?.trim();
    if (!q) return null;
    const digits = /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : null;
    const found = digits
      ? []
      : await projects.promoTitles({ owner, words: q, onSaleOnly: false, limit: TITLE_MATCH_LIMIT });
    return { text: q, digits: digits || null, projectIds: found.map((p) => p.projectId) };
  }

  /** A tab of one owner's coupons, with the count of each status (the search applied to all). */
  async function page(
    owner: string,
    q: {
      status: CouponStatus;
      sortOrder?: 'asc' | 'desc' | undefined;
      pageNumber: number;
      recordsPerPage: number;
      queryParameter?: string | undefined;
    },
  ) {
    const today = newYorkDay(now());
    const search = await searchOf(owner, q.queryParameter);
    const [counts, rows] = await Promise.all([
      uow.repos.counts(owner, today, search),
      uow.repos.page({
        owner,
        status: q.status,
        today,
        search,
        sort: q.sortOrder ?? defaultCouponSort(q.status),
        limit: q.recordsPerPage,
        offset: (q.pageNumber - 1) * q.recordsPerPage,
      }),
    ]);
    return { coupons: await present(rows, today), totalCount: counts[q.status], counts };
  }

  return {
    present,
    page,

    /**
     * GET /api/search/project-coupons/{a}/{b}/{c}: the eBooks with an EAN of an account whose title
     * has the words of `c` (a = title, or all with words) or whose EAN is `c` (a = isbn, or all with
     * digits), on-sale first, each with the coupons that name it. b: "me" or the caller's own
     * customer id (anything else finds nothing); administrators any customer id, or "all".
     */
    async search(
      user: LoggedInUser,
      p: CouponSearchParams,
      limit: number,
    ): Promise<{ results: CouponSearchResult[] }> {
      const admin = isAdmin(user.permissions);
      const own = ownerOf(user);
      const owner = p.b === 'me' || p.b === own ? own : admin ? (p.b === 'all' ? null : p.b) : undefined;
      if (owner === undefined) return { results: [] };
      const text = p.c.trim();
      const digits = text.replace(/[\s-]/g, '');
      const byEan = p.a === 'isbn' || (p.a === 'all' && /^\d+$/.test(digits));
      if (byEan && !/^\d{1,20}$/.test(digits)) return { results: [] };
      const found = await projects.promoTitles(
        byEan
          ? { owner, ean: digits, onSaleOnly: false, limit }
          : { owner, words: text, onSaleOnly: false, limit },
      );
      const ids = found.map((f) => f.projectId);
      const [books, coupons] = await Promise.all([
        projects.answerMany(ids),
        uow.repos.couponsOfProjects(ids),
      ]);
      const byId = new Map(books.map((b) => [b.id, b]));
      const today = newYorkDay(now());
      return {
        results: found.map((f) => {
          const book = byId.get(f.projectId);
          return {
            id: f.projectId,
            title: f.title,
            ean: f.ean,
            eans: [f.ean],
            displayIsbn: hyphenateIsbn(f.ean),
            author: book ? authorOf(book) : null,
            seriesName: book?.seriesName ?? null,
            param: byEan ? 'isbn' : 'title',
            coverImageUrl: book && (book.coverFile || book.coverFrontFile) ? productCoverUrl(book) : null,
            listPrice: f.listPrice,
            onSale: f.onSale,
            projectCoupons: coupons
              .filter((c) => c.projectId === f.projectId)
              .map((c) => ({ id: c.id, couponCode: c.code, status: statusOf(c, today) })),
          };
        }),
      };
    },

    /** GET /api/admin/users/projectCoupons: one user's coupons by customer id (404 for no such user). */
    async adminList(q: CouponAdminListQuery) {
      const account = await accounts.byCustomerId(q.customerId.trim());
      if (!account) throw appError('NOT_FOUND', { field: 'customerId' });
      return page(account.customerId, q);
    },

    /**
     * GET /api/admin/users/projectCoupons/mismatch: the coupons whose titles no longer fit: an eBook
     * off sale or free now (NOT_ON_SALE), an EAN now another account's (NOT_OWNED) or no Quire
     * eBook's (NOT_FOUND). One coupon whatever its status, else the running and scheduled ones (of
     * one user, or everyone's: at most MISMATCH_SCAN_LIMIT, soonest first).
     */
    async adminMismatch(q: CouponMismatchQuery): Promise<{ mismatches: CouponMismatch[] }> {
      if (q.couponId !== undefined && !isUuid(q.couponId)) throw appError('NOT_FOUND', { field: 'couponId' });
      const customerId = q.customerId?.trim();
      if (customerId && !(await accounts.byCustomerId(customerId)))
        throw appError('NOT_FOUND', { field: 'customerId' });
      const today = newYorkDay(now());
      const rows = await uow.repos.forMismatch({
        couponId: q.couponId,
        owner: customerId,
        today,
        limit: MISMATCH_SCAN_LIMIT,
      });
      if (q.couponId !== undefined && rows.length === 0) throw appError('NOT_FOUND', { field: 'couponId' });
      const titles = await uow.repos.titlesOf(rows.map((r) => r.id));
      const owners = new Map(rows.map((r) => [r.id, r.ownerCustomerId]));
      const stateOf = await readTitles(
        titles.map((t) => ({ ean: t.ean, projectId: t.projectId, owner: owners.get(t.couponId) ?? '' })),
      );
      const mismatches: CouponMismatch[] = [];
      for (const r of rows) {
        const wrong = titles.flatMap((t) => {
          if (t.couponId !== r.id) return [];
          const s = stateOf(t.projectId, t.ean);
          const m = mismatchOf(r.ownerCustomerId, s);
          return m ? [{ ean: t.ean, title: s.title, ...m }] : [];
        });
        if (wrong.length > 0)
          mismatches.push({
            couponId: r.id,
            couponCode: r.code,
            ownerCustomerId: r.ownerCustomerId,
            status: statusOf(r, today),
            titles: wrong,
          });
      }
      return { mismatches };
    },
  };
}

export type CouponReads = ReturnType<typeof createCouponReads>;
