import { describe, expect, it } from 'vitest';
import {
  changeListState,
  DEFAULT_STATE,
  lastPage,
  parsePage,
  readListState,
  resolveListUrl,
  writeListState,
} from './list-params';

const resolve = (query: string) => resolveListUrl(new URLSearchParams(query));

describe('dashboard URL', () => {
  it('the bare URL is page 1, newest update first, no filters, and needs no correction', () => {
    expect(resolve('')).toEqual({ state: DEFAULT_STATE, corrected: null });
  });

  it('page 1 and the default sort are omitted from the URL', () => {
    expect(resolve('page=1').corrected).toBe('');
    expect(resolve('sort=updated-desc').corrected).toBe('');
    expect(writeListState({ ...DEFAULT_STATE, page: 1 }).toString()).toBe('');
    expect(writeListState({ ...DEFAULT_STATE, page: 3 }).toString()).toBe('page=3');
  });

  it('an invalid page is corrected to page 1 (the parameter removed)', () => {
    for (const bad of ['0', '-2', '1.5', 'abc', '', '1e3', '99999999999999999999']) {
      expect(parsePage(bad)).toBeNull();
      const { state, corrected } = resolve(`page=${bad}&sort=title-asc`);
      expect(state.page).toBe(1);
      expect(corrected).toBe('sort=title-asc');
    }
    expect(resolve('page=4').corrected).toBeNull();
    expect(resolve('page=4').state.page).toBe(4);
  });

  it('an invalid sort is corrected to the default (removed); a field alone takes its natural direction', () => {
    expect(resolve('sort=price-asc')).toEqual({ state: DEFAULT_STATE, corrected: '' });
    expect(resolve('sort=title-sideways').corrected).toBe('');
    expect(resolve('sort=title-asc-x').corrected).toBe('');
    const title = resolve('sort=title');
    expect(title.state).toMatchObject({ sort: 'title', direction: 'asc' });
    expect(title.corrected).toBe('sort=title-asc');
    expect(resolve('sort=created').corrected).toBe('sort=created-desc');
    expect(resolve('sort=STATUS-DESC').corrected).toBe('sort=status-desc');
  });

  it('every valid sort survives a round trip', () => {
    for (const sort of [
      'updated-asc',
      'title-asc',
      'title-desc',
      'status-asc',
      'status-desc',
      'created-asc',
      'created-desc',
    ]) {
      expect(resolve(`sort=${sort}`).corrected).toBeNull();
    }
  });

  it('filters and grouping: valid values kept, invalid ones dropped, fixed order', () => {
    const ok = resolve('group=series&type=EBOOK&status=ONSALE&sort=title-asc&page=2');
    expect(ok.corrected).toBeNull();
    expect(ok.state).toEqual({
      page: 2,
      sort: 'title',
      direction: 'asc',
      type: 'EBOOK',
      status: 'ONSALE',
      groupBy: 'series',
    });
    expect(resolve('type=AUDIO&status=SOLD&group=nope').corrected).toBe('');
    expect(resolve('group=none').corrected).toBe('');
    expect(resolve('page=2&type=POD').corrected).toBe('type=POD&page=2');
  });

  it('keeps parameters that are not the dashboard’s', () => {
    expect(resolve('utm_source=mail&page=1').corrected).toBe('utm_source=mail');
  });

  it('a new sort, filter or grouping starts again at page 1; paging keeps the rest', () => {
    const on3 = { ...DEFAULT_STATE, page: 3, type: 'PRINT' as const };
    expect(changeListState(on3, { sort: 'title', direction: 'asc' }).page).toBe(1);
    expect(changeListState(on3, { status: 'NEW' }).page).toBe(1);
    expect(changeListState(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });

  it('the last page of a total', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(20)).toBe(1);
    expect(lastPage(21)).toBe(2);
    expect(lastPage(45, 10)).toBe(5);
  });

  it('reads only what it owns', () => {
    expect(readListState(new URLSearchParams('q=moby'))).toEqual(DEFAULT_STATE);
  });
});
