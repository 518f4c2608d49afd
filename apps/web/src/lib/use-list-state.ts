import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListState,
  type Filter,
  type ListChange,
  type ListSpec,
  type ListState,
  nextSort,
  resolveListUrl,
  writeListState,
} from './list-state';

export interface ListStateHandle<F extends string, FS extends Record<string, Filter>> {
  state: ListState<F, FS>;
  pageSize: number;
  /** False while a corrected address is being put in place: queries wait for it. */
  ready: boolean;
  /** Pushes a change to the address (a new sort or filter goes back to page 1). */
  update: (change: ListChange<F, FS>) => void;
  /** Replaces the address with a change (history replace, not push). */
  replace: (change: ListChange<F, FS>) => void;
  /** The `?query` of a change, for links. */
  hrefFor: (change: ListChange<F, FS>) => string;
  /** Sorts by a header's field: the same field turns round, another starts in its natural direction. */
  sortBy: (field: F) => void;
}

/**
 * A list's page, sort and filters in the address bar (see ./list-state.ts); an address that is
 * not canonical is corrected by replacing it.
 */
export function useListState<F extends string, FS extends Record<string, Filter>>(
  spec: ListSpec<F, FS>,
): ListStateHandle<F, FS> {
  const [params, setParams] = useSearchParams();
  const { state, corrected } = useMemo(() => resolveListUrl(spec, params), [spec, params]);

  useEffect(() => {
    if (corrected !== null) setParams(new URLSearchParams(corrected), { replace: true });
  }, [corrected, setParams]);

  const query = useCallback(
    (change: ListChange<F, FS>) => writeListState(spec, changeListState(state, change), params),
    [spec, state, params],
  );
  const update = useCallback((change: ListChange<F, FS>) => setParams(query(change)), [query, setParams]);
  const replace = useCallback(
    (change: ListChange<F, FS>) => setParams(query(change), { replace: true }),
    [query, setParams],
  );
  const hrefFor = useCallback((change: ListChange<F, FS>) => `?${query(change).toString()}`, [query]);
  const sortBy = useCallback(
    (field: F) => update({ sort: nextSort(spec.sort, state.sort, field) }),
    [spec, state.sort, update],
  );
  return { state, pageSize: spec.pageSize, ready: corrected === null, update, replace, hrefFor, sortBy };
}

/**
 * A page past the end (after a delete, or typed into the address) is replaced by the last page.
 * `last` is undefined while the total is not known (or still the previous query's).
 */
export function useClampPage<F extends string, FS extends Record<string, Filter>>(
  list: ListStateHandle<F, FS>,
  last: number | undefined,
): void {
  const { state, replace } = list;
  useEffect(() => {
    if (last !== undefined && state.page > last) replace({ page: last, sort: state.sort });
  }, [last, state.page, state.sort, replace]);
}
