import {
  defaultPromoSort,
  MERC_PROMO_TYPES,
  PROMO_PAGE_SIZE,
  PROMO_STATUSES,
  type PromoSort,
  type PromoStatus,
} from '@quire/domain';
import { listSpec, oneOf, type SortState, text } from '../../../../lib/list-state';

/**
 * The request list's state in the address (spec 2 §2.3, §4): the tab (`status`, PENDING left out),
 * page, sort and the administrators' search, type and expired filters. The sortable headers
 * (Submitted, Preferred Date, Start / End Date) carry a direction; the API names each order by one
 * key, so the pair maps onto it.
 */
export const SORT_FIELDS = ['submitted', 'preferred', 'start'] as const;
export type RequestSortField = (typeof SORT_FIELDS)[number];

const OTHER_TABS = PROMO_STATUSES.filter((s) => s !== 'PENDING');
export const tabFilter = oneOf(OTHER_TABS);

/** The tab the address names (PENDING when it names none or one that is not valid). */
export const tabOf = (params: URLSearchParams): PromoStatus =>
  tabFilter.parse(params.get('status') ?? '') ?? 'PENDING';

/** The API's order key of a header sort. The start date sorts one way only. */
export function apiSort(sort: SortState<RequestSortField>): PromoSort {
  switch (sort.field) {
    case 'submitted':
      return sort.direction === 'asc' ? 'oldest' : 'newest';
    case 'preferred':
      return sort.direction === 'asc' ? 'oldestPrefDate' : 'preferredDate';
    default:
      return 'startDate';
  }
}

/** The header sort of an API order key. */
export function headerSort(key: PromoSort): SortState<RequestSortField> {
  switch (key) {
    case 'oldest':
      return { field: 'submitted', direction: 'asc' };
    case 'newest':
    case 'dateSubmitted':
      return { field: 'submitted', direction: 'desc' };
    case 'oldestPrefDate':
      return { field: 'preferred', direction: 'asc' };
    case 'preferredDate':
      return { field: 'preferred', direction: 'desc' };
    default:
      return { field: 'start', direction: 'asc' };
  }
}

/** The list's spec for a mode and tab: the default sort is the tab's (defaultPromoSort). */
export function requestListSpec(isAdmin: boolean, tab: PromoStatus) {
  const initial = headerSort(defaultPromoSort(isAdmin, tab));
  return listSpec({
    pageSize: PROMO_PAGE_SIZE,
    sort: {
      fields: SORT_FIELDS,
      default: initial,
      natural: { submitted: initial.field === 'submitted' ? initial.direction : 'asc' },
    },
    filters: {
      status: tabFilter,
      q: text(100),
      type: oneOf(MERC_PROMO_TYPES),
      expired: oneOf(['exclude']),
    },
  });
}
export type RequestListSpec = ReturnType<typeof requestListSpec>;
