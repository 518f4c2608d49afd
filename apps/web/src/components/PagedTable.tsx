import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { pageRows, sortRows } from '../lib/list-rows';
import type { Filter } from '../lib/list-state';
import type { ListStateHandle } from '../lib/use-list-state';
import { type Column, DataTable, type DataTableProps } from './DataTable';
import { Pager } from './Pager';
import { QueryState, type QueryStateProps } from './QueryState';

type SortValue = string | number | null | undefined;

/** A page of a paged API answers its `totalCount` (spec 1 §7, spec 3 §7). */
function totalCount(data: unknown, otherwise: number): number {
  const total = (data as { totalCount?: unknown } | null)?.totalCount;
  return typeof total === 'number' ? total : otherwise;
}

/** What a list shows of an answer: its rows, their identity and columns, and how it pages. */
export interface ListView<D, T, F extends string> {
  /** The rows of the answer: one page of them, or (with `sortBy`) all of them. */
  rowsOf: (data: D) => readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T, F>[];
  /** How many rows there are in all (default: the answer's `totalCount`, else the rows answered). */
  totalOf?: (data: D) => number;
  /** For a list the API answers whole: each sort field's value, to sort and page in the browser. */
  sortBy?: Record<F, (row: T) => SortValue>;
}

export interface PagedTableProps<D, T, F extends string, FS extends Record<string, Filter>>
  extends Omit<DataTableProps<T, F>, 'rows' | 'sort' | 'onSort' | 'columns' | 'rowKey'>,
    Pick<QueryStateProps<D>, 'query' | 'loading' | 'error' | 'retry' | 'empty'> {
  /** The list's state in the address (page and sort). */
  list: ListStateHandle<F, FS>;
  view: ListView<D, T, F>;
  window?: number;
  /** The pager's accessible name (default "Pages of {caption}"). */
  pagerLabel?: string;
  /** Shown between the table and the pager (e.g. a count). */
  footer?: (data: D) => ReactNode;
}

/**
 * A list screen's body: the query's states (QueryState), the rows of the page in a DataTable
 * sorted from its headers, and the Pager, all driven by the list's state in the address.
 */
export function PagedTable<D, T, F extends string, FS extends Record<string, Filter>>({
  query,
  loading,
  error,
  retry,
  empty,
  list,
  view: { rowsOf, rowKey, columns, totalOf, sortBy },
  window,
  pagerLabel,
  footer,
  ...table
}: PagedTableProps<D, T, F, FS>) {
  const { state, pageSize } = list;
  return (
    <QueryState
      query={query}
      {...{ loading, error, retry, empty }}
      isEmpty={(data) => rowsOf(data).length === 0}
    >
      {(data) => {
        const all = rowsOf(data);
        const rows = sortBy ? pageRows(sortRows(all, state.sort, sortBy), state.page, pageSize) : all;
        return (
          <Stack gap="sm">
            <DataTable
              {...table}
              columns={columns}
              rowKey={rowKey}
              rows={rows}
              sort={state.sort}
              onSort={list.sortBy}
            />
            {footer?.(data)}
            <Pager
              page={state.page}
              total={totalOf ? totalOf(data) : totalCount(data, all.length)}
              pageSize={pageSize}
              label={pagerLabel ?? t('list.pagesOf', { name: table.caption })}
              hrefFor={(page) => list.hrefFor({ page })}
              {...(window ? { window } : {})}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
