import { PROJECT_STATUSES, PROJECT_TYPES, type ProjectStatus, type ProjectType } from '@quire/domain';
import {
  listSpec,
  oneOf,
  parsePage,
  readListState as readShared,
  resolveListUrl as resolveShared,
  type ListState as SharedState,
  lastPage as sharedLastPage,
  writeListState as writeShared,
} from '../../../lib/list-state';

/**
 * The dashboard's URL (spec 1 §2, the same rules as order history): optional query parameters
 * `page`, `sort`, `type`, `status` and `group`. Page 1 omits `page`; the default sort
 * (`updated-desc`) and the defaults of the others are omitted. A value that is not valid is
 * corrected by replacing the URL (the caller uses `replace: true`). Parameters the dashboard
 * does not own are kept as they are.
 */

export const SORT_FIELDS = ['updated', 'title', 'status', 'created'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const DIRECTIONS = ['asc', 'desc'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const GROUP_BY = ['none', 'series', 'group'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** Every sort option as the URL writes it: `field-direction`. */
export const SORT_OPTIONS = SORT_FIELDS.flatMap((f) => DIRECTIONS.map((d) => `${f}-${d}` as const));
export type SortOption = (typeof SORT_OPTIONS)[number];

export const DEFAULT_SORT: SortOption = 'updated-desc';
/** Projects per page (the API's `limit`). */
export const PAGE_SIZE = 20;

/** A field's natural direction, used when the URL names a field without one (`sort=title`). */
const NATURAL: Record<SortField, Direction> = {
  updated: 'desc',
  created: 'desc',
  title: 'asc',
  status: 'asc',
};

export interface ListState {
  page: number;
  sort: SortField;
  direction: Direction;
  type: ProjectType | null;
  status: ProjectStatus | null;
  groupBy: GroupBy;
}

export const DEFAULT_STATE: ListState = {
  page: 1,
  sort: 'updated',
  direction: 'desc',
  type: null,
  status: null,
  groupBy: 'none',
};

/** The dashboard's address, in the shared list-state terms (filters in this order, then sort, page). */
export const DASHBOARD_LIST = listSpec({
  pageSize: PAGE_SIZE,
  sort: { fields: SORT_FIELDS, default: { field: 'updated', direction: 'desc' }, natural: NATURAL },
  filters: {
    group: oneOf(GROUP_BY.filter((g) => g !== 'none')),
    type: oneOf(PROJECT_TYPES),
    status: oneOf(PROJECT_STATUSES),
  },
});
type Shared = SharedState<SortField, (typeof DASHBOARD_LIST)['filters']>;

/** The dashboard's state from the shared one. */
export function fromShared(s: Shared): ListState {
  return {
    page: s.page,
    sort: s.sort.field,
    direction: s.sort.direction,
    type: s.filters.type,
    status: s.filters.status,
    groupBy: s.filters.group ?? 'none',
  };
}

/** The shared state of a dashboard state. */
export function toShared(state: ListState): Shared {
  return {
    page: state.page,
    sort: { field: state.sort, direction: state.direction },
    filters: {
      group: state.groupBy === 'none' ? null : state.groupBy,
      type: state.type,
      status: state.status,
    },
  };
}

export { parsePage };

/** Reads the dashboard state from the URL; anything invalid falls back to its default. */
export function readListState(params: URLSearchParams): ListState {
  return fromShared(readShared(DASHBOARD_LIST, params));
}

export function sortOption(state: Pick<ListState, 'sort' | 'direction'>): SortOption {
  return `${state.sort}-${state.direction}`;
}

/** The canonical query for a state, keeping the parameters the dashboard does not own. */
export function writeListState(state: ListState, keep?: URLSearchParams): URLSearchParams {
  return writeShared(DASHBOARD_LIST, toShared(state), keep);
}

/** The state the URL asks for, and the corrected query when it is not canonical (else null). */
export function resolveListUrl(params: URLSearchParams): { state: ListState; corrected: string | null } {
  const { state, corrected } = resolveShared(DASHBOARD_LIST, params);
  return { state: fromShared(state), corrected };
}

/** The last page that has projects (at least 1). */
export function lastPage(totalCount: number, limit = PAGE_SIZE): number {
  return sharedLastPage(totalCount, limit);
}

/**
 * A change to the state from a control: a new sort, filter or grouping starts again at page 1;
 * moving between pages keeps the rest.
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}
