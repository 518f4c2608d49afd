import { COUPON_PAGE_SIZE, COUPON_STATUSES, type CouponStatus } from '@quire/domain';
import { listSpec, oneOf, text } from '../../../lib/list-state';

/**
 * The coupon summary's state in the address: the tab (`status`, ACTIVE left out), the search
 * (`q`, the API's queryParameter), the page and the order by start date (soonest first for the
 * active and scheduled tabs, latest first for the expired one, as the API does by default).
 */
export const SORT_FIELDS = ['start'] as const;
export type CouponSortField = (typeof SORT_FIELDS)[number];

export const statusFilter = oneOf(COUPON_STATUSES.filter((s) => s !== 'ACTIVE'));

/** The tab the address names (ACTIVE when it names none or one that is not valid). */
export const tabOf = (params: URLSearchParams): CouponStatus =>
  statusFilter.parse(params.get('status') ?? '') ?? 'ACTIVE';

export function couponListSpec(tab: CouponStatus) {
  const direction = tab === 'EXPIRED' ? 'desc' : 'asc';
  return listSpec({
    pageSize: COUPON_PAGE_SIZE,
    sort: { fields: SORT_FIELDS, default: { field: 'start', direction }, natural: { start: direction } },
    filters: { status: statusFilter, q: text(100) },
  });
}
export type CouponListSpec = ReturnType<typeof couponListSpec>;
