import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRows, sortRows } from './list-rows';
import {
  changeListState,
  isoDate,
  lastPage,
  listSpec,
  nextSort,
  oneOf,
  parsePage,
  resolveListUrl,
  text,
} from './list-state';
import { useClampPage, useListState } from './use-list-state';

const SPEC = listSpec({
  pageSize: 20,
  sort: {
    fields: ['updated', 'title'],
    default: { field: 'updated', direction: 'desc' },
    natural: { updated: 'desc' },
  },
  filters: { type: oneOf(['EBOOK', 'PRINT']), q: text(), from: isoDate() },
});

const resolve = (query: string) => resolveListUrl(SPEC, new URLSearchParams(query));
const DEFAULT = {
  page: 1,
  sort: { field: 'updated', direction: 'desc' },
  filters: { type: null, q: null, from: null },
};

describe('list state in the address', () => {
  it('the bare address is page 1, the default sort, no filters, and needs no correction', () => {
    expect(resolve('')).toEqual({ state: DEFAULT, corrected: null });
  });

  it('page 1 and the default sort are left out', () => {
    expect(resolve('page=1').corrected).toBe('');
    expect(resolve('sort=updated-desc').corrected).toBe('');
    expect(resolve('sort=title-asc&page=2').corrected).toBeNull();
  });

  it('an invalid page, sort or filter is dropped', () => {
    for (const bad of ['0', '-2', '1.5', 'abc', '', '1e3', '99999999999999999999']) {
      expect(parsePage(bad)).toBeNull();
      expect(resolve(`page=${bad}&type=EBOOK`).corrected).toBe('type=EBOOK');
    }
    expect(resolve('sort=price-asc').corrected).toBe('');
    expect(resolve('sort=title-sideways').corrected).toBe('');
    expect(resolve('type=AUDIO&from=2026-02-30&q=%20%20').corrected).toBe('');
    expect(resolve('q=%20moby%20').corrected).toBe('q=moby');
  });

  it('a field alone takes its natural direction; any case is accepted and written in lower case', () => {
    expect(resolve('sort=title').corrected).toBe('sort=title-asc');
    expect(resolve('sort=TITLE-DESC').corrected).toBe('sort=title-desc');
  });

  it('keeps parameters the list does not own, filters before sort before page', () => {
    expect(resolve('page=2&tab=projects&sort=title-asc&type=PRINT').corrected).toBe(
      'tab=projects&type=PRINT&sort=title-asc&page=2',
    );
  });

  it('a fixed-direction sort writes the field alone', () => {
    const spec = listSpec({
      pageSize: 30,
      sort: {
        fields: ['updated', 'title'],
        default: { field: 'updated', direction: 'desc' },
        fixedDirection: true,
      },
      filters: {},
    });
    expect(resolveListUrl(spec, new URLSearchParams('sort=title')).corrected).toBeNull();
    expect(resolveListUrl(spec, new URLSearchParams('sort=title-desc')).corrected).toBe('');
  });

  it('a new sort or filter starts at page 1; headers turn the sort round', () => {
    const on3 = { ...DEFAULT, page: 3 } as ReturnType<typeof resolve>['state'];
    expect(changeListState(on3, { filters: { type: 'PRINT' } }).page).toBe(1);
    expect(changeListState(on3, { page: 4 }).page).toBe(4);
    expect(nextSort(SPEC.sort, on3.sort, 'updated')).toEqual({ field: 'updated', direction: 'asc' });
    expect(nextSort(SPEC.sort, on3.sort, 'title')).toEqual({ field: 'title', direction: 'asc' });
    expect(lastPage(0, 30)).toBe(1);
    expect(lastPage(61, 30)).toBe(3);
  });

  it('sorts and pages rows answered whole', () => {
    const rows = [
      { n: 'b', d: 2 },
      { n: 'a', d: null },
      { n: 'c', d: 1 },
    ];
    const by = { n: (r: (typeof rows)[number]) => r.n, d: (r: (typeof rows)[number]) => r.d };
    expect(sortRows(rows, { field: 'n', direction: 'desc' }, by).map((r) => r.n)).toEqual(['c', 'b', 'a']);
    expect(sortRows(rows, { field: 'd', direction: 'asc' }, by).map((r) => r.n)).toEqual(['c', 'b', 'a']);
    expect(pageRows([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});

function setup(entry: string) {
  const seen: { path: string; search: string; action: string }[] = [];
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: <Probe>{children}</Probe> }], {
      initialEntries: [entry],
    });
    return <RouterProvider router={router} />;
  };
  function Probe({ children }: { children: ReactNode }) {
    const location = useLocation();
    seen.push({ path: location.pathname, search: location.search, action: router?.state.historyAction });
    return <>{children}</>;
  }
  return { wrapper, seen, router: () => router };
}

describe('useListState', () => {
  it('replaces (not pushes) an invalid address with the corrected one', async () => {
    const { wrapper, router } = setup('/list?page=0&sort=bad&type=EBOOK');
    const { result } = renderHook(() => useListState(SPEC), { wrapper });
    await act(async () => {});
    expect(router().state.location.search).toBe('?type=EBOOK');
    expect(router().state.historyAction).toBe('REPLACE');
    expect(result.current.state.filters.type).toBe('EBOOK');
    expect(result.current.ready).toBe(true);
  });

  it('pushes changes, leaving defaults out; sortBy turns a header round', async () => {
    const { wrapper, router } = setup('/list?page=3');
    const { result } = renderHook(() => useListState(SPEC), { wrapper });
    expect(result.current.hrefFor({ page: 1 })).toBe('?');
    expect(result.current.hrefFor({ page: 4 })).toBe('?page=4');
    await act(async () => result.current.sortBy('title'));
    expect(router().state.location.search).toBe('?sort=title-asc');
    expect(router().state.historyAction).toBe('PUSH');
    await act(async () => result.current.sortBy('title'));
    expect(router().state.location.search).toBe('?sort=title-desc');
    await act(async () => result.current.update({ sort: { field: 'updated', direction: 'desc' } }));
    expect(router().state.location.search).toBe('');
  });

  it('a page past the end is replaced by the last page', async () => {
    const { wrapper, router } = setup('/list?page=9');
    renderHook(
      () => {
        const list = useListState(SPEC);
        useClampPage(list, 2);
        return list;
      },
      { wrapper },
    );
    await act(async () => {});
    expect(router().state.location.search).toBe('?page=2');
    expect(router().state.historyAction).toBe('REPLACE');
  });
});
