import type { SortState } from './list-state';

type SortValue = string | number | null | undefined;

/** Rows in a sort's order, for a list the API answers whole; empty values last either way. */
export function sortRows<T, F extends string>(
  rows: readonly T[],
  sort: SortState<F>,
  by: Record<F, (row: T) => SortValue>,
): T[] {
  const key = by[sort.field];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null || x === undefined || x === '') return 1;
    if (y === null || y === undefined || y === '') return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order;
  });
}

/** The rows of one page (pages count from 1). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
