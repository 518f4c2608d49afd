import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SortState } from '../lib/list-state';
import { renderWithProviders } from '../test/render';
import { type Column, DataTable } from './DataTable';
import { Pager, pageWindow } from './Pager';
import { QueryState } from './QueryState';

interface Row {
  id: string;
  name: string;
  age: number;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Ada', age: 36 },
  { id: 'b', name: 'Bea', age: 29 },
];
const COLUMNS: Column<Row, 'name' | 'age'>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortField: 'name', rowHeader: true },
  { key: 'age', header: 'Age', cell: (r) => r.age, sortField: 'age' },
  { key: 'id', header: 'Id', cell: (r) => r.id },
];
const PEOPLE = { caption: 'People', columns: COLUMNS, rows: ROWS, rowKey: (r: Row) => r.id };

describe('pager', () => {
  it('a window of pages around the current one, with the first, the last and gaps', () => {
    expect(pageWindow(1, 1, 9)).toEqual([1]);
    expect(pageWindow(1, 5, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10, 3)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10, 3)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10, 3)).toEqual([1, null, 8, 9, 10]);
    expect(pageWindow(12, 30, 9)).toEqual([1, null, 8, 9, 10, 11, 12, 13, 14, 15, 16, null, 30]);
    expect(pageWindow(1, 30, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, null, 30]);
  });

  it('links every page when the state is in the address; the current one is marked', () => {
    renderWithProviders(
      <Pager page={1} total={45} pageSize={20} label="Pages of books" hrefFor={(p) => `?page=${p}`} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of books' });
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/?page=3');
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=2');
  });

  it('pages as buttons: a page size of 30, clicks call back', () => {
    const onPage = vi.fn();
    renderWithProviders(<Pager page={2} total={61} pageSize={30} label="Pages" onPage={onPage} />);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('one page needs no pager', () => {
    renderWithProviders(<Pager page={1} total={20} pageSize={20} label="Pages" onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

function SortableTable({ onSort }: { onSort: (f: 'name' | 'age') => void }) {
  const [sort, setSort] = useState<SortState<'name' | 'age'>>({ field: 'name', direction: 'asc' });
  return (
    <DataTable
      {...PEOPLE}
      sort={sort}
      onSort={(field) => {
        onSort(field);
        setSort((s) => ({ field, direction: s.field === field && s.direction === 'asc' ? 'desc' : 'asc' }));
      }}
    />
  );
}

describe('data table', () => {
  it('names the table, marks the sorted header and sorts from a header button', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderWithProviders(<SortableTable onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'People' });
    const name = within(table).getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: /Age/ }).getAttribute('aria-sort')).toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    // A header is a button: reached with Tab, pressed with Enter or Space.
    const button = within(name).getByRole('button', { name: 'Name' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(name.getAttribute('aria-sort')).toBe('descending');
    await user.tab();
    await user.keyboard(' ');
    expect(onSort.mock.calls).toEqual([['name'], ['age']]);
    expect(within(table).getByRole('columnheader', { name: /Age/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(within(table).queryByRole('button', { name: 'Id' })).toBeNull();
  });

  it('selects rows by named checkboxes, and every row of the page at once', () => {
    function Selectable() {
      const [selected, setSelected] = useState<Set<string>>(new Set());
      return (
        <>
          <DataTable
            {...PEOPLE}
            selection={{ selected, onChange: setSelected, rowLabel: (r) => `Select ${r.name}` }}
          />
          <output>{[...selected].join(',')}</output>
        </>
      );
    }
    renderWithProviders(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select every row on this page' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bea' }));
    expect(screen.getByRole('status').textContent).toBe('b');
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('b,a');
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('query state', () => {
  const base = { error: null, refetch: vi.fn() } as const;
  const render = (query: Parameters<typeof QueryState<string[]>>[0]['query']) =>
    renderWithProviders(
      <QueryState query={query} loading="Loading people…" isEmpty={(d) => d.length === 0} empty="Nobody yet.">
        {(d) => <p>{d.join(' ')}</p>}
      </QueryState>,
    );

  it('loading, failed with Try Again, empty with the screen’s words, then the data', () => {
    const { unmount } = render({ ...base, isPending: true, isError: false, data: undefined });
    expect(screen.getByRole('status').textContent).toContain('Loading people…');
    unmount();
    const refetch = vi.fn();
    const failed = render({ ...base, refetch, isPending: false, isError: true, data: undefined });
    expect(screen.getByRole('alert').textContent).toContain('We could not load this page.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalled();
    failed.unmount();
    const empty = render({ ...base, isPending: false, isError: false, data: [] });
    expect(screen.getByRole('status').textContent).toBe('Nobody yet.');
    empty.unmount();
    render({ ...base, isPending: false, isError: false, data: ['Ada', 'Bea'] });
    expect(screen.getByText('Ada Bea')).toBeTruthy();
  });
});
