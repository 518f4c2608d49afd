import type { BodyOf, Coupon, couponsEndpoints, ParamsOf, QueryOf, ResponseOf } from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/**
 * The author's eBook coupon calls (spec 2 §7 "Coupons (project calls)"): the summary list, one
 * coupon, the form's rules, the title search, submit, end early and delete. One queryOptions per
 * query; every type is the contract's.
 */

type Coupons = typeof couponsEndpoints;

export type { Coupon };
export type CouponListAnswer = ResponseOf<Coupons['list']>;
/** The list as the summary asks it: the contract's parameters, as the query string carries them. */
export type CouponListQuery = Partial<Record<keyof QueryOf<Coupons['list']>, string | number>>;
export type CouponSpecs = ResponseOf<Coupons['specs']>;
export type CouponKindSpec = CouponSpecs['kinds'][number];
export type CouponSubmitBody = BodyOf<Coupons['submit']>;
export type CouponTitleRow = Coupon['titles'][number];
export type CouponSearchHit = ResponseOf<Coupons['search']>['results'][number];
export type CouponSearchField = ParamsOf<Coupons['search']>['a'];

export const couponKeys = {
  all: ['coupons'] as const,
  list: (q: CouponListQuery) => ['coupons', 'list', q] as const,
  one: (id: string) => ['coupons', 'one', id] as const,
  specs: ['coupons', 'specs'] as const,
  search: (field: CouponSearchField, text: string) => ['coupons', 'search', field, text] as const,
};

/** GET projectCoupons: a page of one status's coupons, with the count of every status. */
export const couponListQuery = (q: CouponListQuery) =>
  queryOptions({
    queryKey: couponKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<CouponListAnswer>('/api/project/projectCoupons', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET coupon?couponId=: one coupon to change. */
export const couponQuery = (id: string) =>
  queryOptions({
    queryKey: couponKeys.one(id),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Coupons['one']>>('/api/project/coupon', { query: { couponId: id }, signal })
        .then((p) => p.coupon),
  });

/** GET coupon-specs: the kinds with their percent ranges, the limits and today in New York. */
export const couponSpecsQuery = queryOptions({
  queryKey: couponKeys.specs,
  queryFn: ({ signal }) => api.get<CouponSpecs>('/api/project/coupon-specs', { signal }),
  staleTime: 5 * 60_000,
});

/** The signed-in author's eBooks by words of the title (`all`) or by an EAN (`isbn`). */
export const couponSearchQuery = (field: CouponSearchField, text: string) =>
  queryOptions({
    queryKey: couponKeys.search(field, text),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Coupons['search']>>(
          `/api/search/project-coupons/${field}/me/${encodeURIComponent(text)}`,
          { query: { limit: 10 }, signal },
        )
        .then((p) => p.results),
    staleTime: 30_000,
  });

/** POST submitCoupon: a new coupon, or (couponIdAvailable) the coupon of `coupon.id` changed. */
export const submitCoupon = (body: CouponSubmitBody, onError?: ErrorHandler) =>
  api
    .post<ResponseOf<Coupons['submit']>>('/api/project/coupon/submitCoupon', body, { onError })
    .then((p) => p.coupon);

/** POST endCoupon: a running coupon ends today. */
export const endCoupon = (couponId: string) =>
  api.post<ResponseOf<Coupons['end']>>('/api/project/coupon/endCoupon', { couponId }).then((p) => p.coupon);

/** DELETE projectCoupons/id?couponId=: a scheduled coupon is removed. */
export const deleteCoupon = (couponId: string) =>
  api.delete<ResponseOf<Coupons['remove']>>('/api/project/projectCoupons/id', { query: { couponId } });
