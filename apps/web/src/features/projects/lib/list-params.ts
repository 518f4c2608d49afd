import { PROJECT_STATUSES, PROJECT_TYPES, type ProjectStatus, type ProjectType } from '@quire/domain';

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

const OWN = ['page', 'sort', 'type', 'status', 'group'] as const;

function includes<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** '3' → 3; anything but a whole number of at least 1 ('0', '-2', '1.5', 'abc', '') → null. */
export function parsePage(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function parseSort(raw: string | null): Pick<ListState, 'sort' | 'direction'> | null {
  if (raw === null) return null;
  const [field = '', direction, ...rest] = raw.toLowerCase().split('-');
  if (rest.length || !includes(SORT_FIELDS, field)) return null;
  if (direction === undefined) return { sort: field, direction: NATURAL[field] };
  return includes(DIRECTIONS, direction) ? { sort: field, direction } : null;
}

/** Reads the dashboard state from the URL; anything invalid falls back to its default. */
export function readListState(params: URLSearchParams): ListState {
  const sort = parseSort(params.get('sort')) ?? DEFAULT_STATE;
  const type = params.get('type');
  const status = params.get('status');
  const group = params.get('group');
  return {
    page: parsePage(params.get('page')) ?? 1,
    sort: sort.sort,
    direction: sort.direction,
    type: includes(PROJECT_TYPES, type) ? type : null,
    status: includes(PROJECT_STATUSES, status) ? status : null,
    groupBy: includes(GROUP_BY, group) ? group : 'none',
  };
}

export function sortOption(state: Pick<ListState, 'sort' | 'direction'>): SortOption {
  return `${state.sort}-${state.direction}`;
}

/**
 * The canonical query for a state, keeping the parameters the dashboard does not own: defaults
 * omitted, in a fixed order.
 */
export function writeListState(state: ListState, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (keep) for (const [k, v] of keep) if (!(OWN as readonly string[]).includes(k)) out.append(k, v);
  if (state.groupBy !== 'none') out.set('group', state.groupBy);
  if (state.type) out.set('type', state.type);
  if (state.status) out.set('status', state.status);
  const sort = sortOption(state);
  if (sort !== DEFAULT_SORT) out.set('sort', sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/**
 * The state the URL asks for, and the corrected query when the URL is not already canonical
 * (`null` when it is): the caller replaces the URL with `?{corrected}`.
 */
export function resolveListUrl(params: URLSearchParams): { state: ListState; corrected: string | null } {
  const state = readListState(params);
  const canonical = writeListState(state, params).toString();
  return { state, corrected: canonical === params.toString() ? null : canonical };
}

/** The last page that has projects (at least 1). */
export function lastPage(totalCount: number, limit = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / limit));
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
