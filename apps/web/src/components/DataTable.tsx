import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { t } from '../i18n';
import type { SortState } from '../lib/list-state';

export interface Column<T, F extends string = string> {
  key: string;
  header: ReactNode;
  /** The header's words, where `header` is not plain text (for the sort button's name). */
  headerText?: string;
  cell: (row: T) => ReactNode;
  /** The sort field a header click chooses; no field, no sorting by this column. */
  sortField?: F;
  /** The cell names the row (a row header, `th scope="row"`). */
  rowHeader?: boolean;
  className?: string;
}

export interface Selection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The accessible name of a row's checkbox, e.g. "Select ada@example.com". */
  rowLabel: (row: T) => string;
}

export interface DataTableProps<T, F extends string = string> {
  /** The table's name; shown as its caption unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly Column<T, F>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: SortState<F>;
  onSort?: (field: F) => void;
  selection?: Selection<T>;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  className?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A list as a table (Mantine Table): a header per column, sortable headers as buttons with
 * `aria-sort` on the sorted one, and an optional checkbox column with "select all on this page".
 */
export function DataTable<T, F extends string = string>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  selection,
  rowProps,
  className,
}: DataTableProps<T, F>) {
  const keys = rows.map(rowKey);
  const chosen = keys.filter((k) => selection?.selected.has(k)).length;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys) chosen === keys.length ? next.delete(k) : next.add(k);
    selection.onChange(next);
  };
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    next.has(key) ? next.delete(key) : next.add(key);
    selection.onChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table className={className} verticalSpacing="xs" captionSide="top" highlightOnHover>
        <Table.Caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th scope="col" w={40}>
                <Checkbox
                  aria-label={t('list.selectAll')}
                  checked={keys.length > 0 && chosen === keys.length}
                  indeterminate={chosen > 0 && chosen < keys.length}
                  onChange={toggleAll}
                />
              </Table.Th>
            ) : null}
            {columns.map((c) => {
              const sorted = sort && c.sortField !== undefined && sort.field === c.sortField;
              return (
                <Table.Th
                  key={c.key}
                  scope="col"
                  aria-sort={sorted && sort ? ARIA_SORT[sort.direction] : undefined}
                >
                  {c.sortField !== undefined && onSort ? (
                    <UnstyledButton
                      className="data-table-sort"
                      fw={700}
                      fz="inherit"
                      onClick={() => onSort(c.sortField as F)}
                      title={t('list.sortBy', {
                        column: c.headerText ?? (typeof c.header === 'string' ? c.header : c.key),
                      })}
                    >
                      {c.header}
                      <span aria-hidden="true" className="data-table-sort-mark">
                        {sorted && sort ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </UnstyledButton>
                  ) : (
                    c.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => {
            const key = keys[i] as string;
            return (
              <Table.Tr key={key} {...rowProps?.(row)}>
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.has(key)}
                      onChange={() => toggle(key)}
                    />
                  </Table.Td>
                ) : null}
                {columns.map((c) =>
                  c.rowHeader ? (
                    <Table.Th key={c.key} scope="row" className={c.className} fw="normal">
                      {c.cell(row)}
                    </Table.Th>
                  ) : (
                    <Table.Td key={c.key} className={c.className}>
                      {c.cell(row)}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
