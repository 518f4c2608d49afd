import type { Coupon, CouponStatus, couponsEndpoints, QueryOf, ResponseOf } from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The administrators' coupon calls (spec 3 §7 "Admin users"): one user's coupons by status, and
 * the coupons whose titles are no longer on sale or no longer their author's.
 */

type Coupons = typeof couponsEndpoints;
type ListKey = keyof QueryOf<Coupons['adminList']>;
type MismatchKey = keyof QueryOf<Coupons['adminMismatch']>;

export type { Coupon, CouponStatus };

/** A page of one user's coupons of one status, as the screen asks it. */
export type AdminCouponsQuery = Record<Extract<ListKey, 'customerId'>, string> &
  Record<Extract<ListKey, 'status'>, CouponStatus> &
  Record<Extract<ListKey, 'pageNumber' | 'recordsPerPage'>, number>;
export type AdminCouponsPage = ResponseOf<Coupons['adminList']>;

/** One coupon, one user's, or (neither given) every coupon that no longer fits its titles. */
export type MismatchQuery = Partial<Record<MismatchKey, string>>;
export type MismatchedCoupon = ResponseOf<Coupons['adminMismatch']>['mismatches'][number];
export type MismatchedTitle = MismatchedCoupon['titles'][number];

export const couponAdminKeys = {
  all: ['admin', 'coupons'] as const,
  list: (q: AdminCouponsQuery) => ['admin', 'coupons', 'list', q] as const,
  mismatch: (q: MismatchQuery) => ['admin', 'coupons', 'mismatch', q] as const,
};

export const adminCouponsQuery = (q: AdminCouponsQuery) =>
  queryOptions({
    queryKey: couponAdminKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<AdminCouponsPage>('/api/admin/users/projectCoupons', { query: q, signal }),
    // The tabs keep their counts while the next page or status loads.
    placeholderData: keepPreviousData,
  });

export const couponMismatchQuery = (q: MismatchQuery) =>
  queryOptions({
    queryKey: couponAdminKeys.mismatch(q),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Coupons['adminMismatch']>>('/api/admin/users/projectCoupons/mismatch', {
          query: q,
          signal,
        })
        .then((p) => p.mismatches),
  });
