/**
 * A list's state in the address bar (spec 1 §2 and spec 3 §1 for order history, the rule every
 * list follows): the page, the sort and the filters as query parameters. Page 1 and the default
 * sort are left out, and so is a filter that is not set; a value that is not valid is dropped,
 * and the caller replaces the address with the corrected one. Parameters the list does not own
 * are kept as they are.
 */

export type SortDirection = 'asc' | 'desc';
export const SORT_DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

export interface SortState<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface SortSpec<F extends string> {
  fields: readonly F[];
  default: SortState<F>;
  /** A field's direction when the address names it alone or a header first sorts by it (else asc). */
  natural?: Partial<Record<F, SortDirection>>;
  /** The field alone decides the order (the API takes no direction): the address holds `sort=field`. */
  fixedDirection?: boolean;
}

/** A filter parameter: its valid value from the address, or null (absent or not valid). */
export interface Filter<T extends string = string> {
  parse(raw: string): T | null;
}

export type FilterValues<FS> = { [K in keyof FS]: FS[K] extends Filter<infer T> ? T | null : never };

export interface ListSpec<F extends string, FS extends Record<string, Filter>> {
  /** Rows a page (spec 2: 20; admin lists and order history: 30). */
  pageSize: number;
  sort: SortSpec<F>;
  filters: FS;
}

export interface ListState<F extends string, FS extends Record<string, Filter>> {
  page: number;
  sort: SortState<F>;
  filters: FilterValues<FS>;
}

export interface ListChange<F extends string, FS extends Record<string, Filter>> {
  page?: number;
  sort?: SortState<F>;
  filters?: Partial<FilterValues<FS>>;
}

/** One of a fixed set of values. */
export function oneOf<const T extends string>(values: readonly T[]): Filter<T> {
  return { parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : null) };
}

/** Free text, trimmed; empty is no filter. */
export function text(maxLength = 200): Filter<string> {
  return {
    parse: (raw) => {
      const v = raw.trim();
      return v && v.length <= maxLength ? v : null;
    },
  };
}

/** A calendar day, YYYY-MM-DD. */
export function isoDate(): Filter<string> {
  return {
    parse: (raw) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
      const d = new Date(`${raw}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(raw) ? raw : null;
    },
  };
}

/** Defines a list's spec with its types inferred. */
export function listSpec<const F extends string, FS extends Record<string, Filter>>(
  spec: ListSpec<F, FS>,
): ListSpec<F, FS> {
  return spec;
}

/** '3' → 3; anything but a whole number of at least 1 ('0', '-2', '1.5', 'abc', '') → null. */
export function parsePage(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

const naturalOf = <F extends string>(spec: SortSpec<F>, field: F): SortDirection =>
  spec.natural?.[field] ?? 'asc';

/** `field-direction` (any case), or a field alone in its natural direction; null when not valid. */
export function parseSort<F extends string>(spec: SortSpec<F>, raw: string | null): SortState<F> | null {
  if (raw === null) return null;
  const [field = '', direction, ...rest] = raw.toLowerCase().split('-');
  const known = spec.fields.find((f) => f.toLowerCase() === field);
  if (rest.length || known === undefined) return null;
  if (direction === undefined || spec.fixedDirection) {
    return direction === undefined ? { field: known, direction: naturalOf(spec, known) } : null;
  }
  return (SORT_DIRECTIONS as readonly string[]).includes(direction)
    ? { field: known, direction: direction as SortDirection }
    : null;
}

export function sortParam<F extends string>(spec: SortSpec<F>, sort: SortState<F>): string {
  return spec.fixedDirection ? sort.field : `${sort.field}-${sort.direction}`;
}

/** The sort after a header is chosen: the same field turns round, another starts in its natural direction. */
export function nextSort<F extends string>(spec: SortSpec<F>, current: SortState<F>, field: F): SortState<F> {
  if (field === current.field && !spec.fixedDirection) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: naturalOf(spec, field) };
}

function owned(spec: ListSpec<string, Record<string, Filter>>): string[] {
  return ['page', 'sort', ...Object.keys(spec.filters)];
}

/** Reads a list's state from the address; anything not valid falls back to its default. */
export function readListState<F extends string, FS extends Record<string, Filter>>(
  spec: ListSpec<F, FS>,
  params: URLSearchParams,
): ListState<F, FS> {
  const filters = {} as Record<string, string | null>;
  for (const [key, filter] of Object.entries(spec.filters)) {
    const raw = params.get(key);
    filters[key] = raw === null ? null : filter.parse(raw);
  }
  return {
    page: parsePage(params.get('page')) ?? 1,
    sort: parseSort(spec.sort, params.get('sort')) ?? spec.sort.default,
    filters: filters as FilterValues<FS>,
  };
}

/** The canonical query of a state: defaults left out, filters in the spec's order, then sort, then page. */
export function writeListState<F extends string, FS extends Record<string, Filter>>(
  spec: ListSpec<F, FS>,
  state: ListState<F, FS>,
  keep?: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams();
  const own = owned(spec);
  if (keep) for (const [k, v] of keep) if (!own.includes(k)) out.append(k, v);
  for (const key of Object.keys(spec.filters)) {
    const value = (state.filters as Record<string, string | null>)[key];
    if (value) out.set(key, value);
  }
  const sort = sortParam(spec.sort, state.sort);
  if (sort !== sortParam(spec.sort, spec.sort.default)) out.set('sort', sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/**
 * The state the address asks for, and the corrected query when the address is not already
 * canonical (null when it is): the caller replaces the address with `?{corrected}`.
 */
export function resolveListUrl<F extends string, FS extends Record<string, Filter>>(
  spec: ListSpec<F, FS>,
  params: URLSearchParams,
): { state: ListState<F, FS>; corrected: string | null } {
  const state = readListState(spec, params);
  const canonical = writeListState(spec, state, params).toString();
  return { state, corrected: canonical === params.toString() ? null : canonical };
}

/** A new sort or filter starts again at page 1; moving between pages keeps the rest. */
export function changeListState<F extends string, FS extends Record<string, Filter>>(
  state: ListState<F, FS>,
  change: ListChange<F, FS>,
): ListState<F, FS> {
  return {
    page: change.page ?? 1,
    sort: change.sort ?? state.sort,
    filters: { ...state.filters, ...change.filters },
  };
}

/** The last page that has rows (at least 1). */
export function lastPage(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
