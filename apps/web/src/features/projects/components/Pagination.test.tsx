import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Pagination, pageWindow } from './Pagination';

describe('pagination', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('links every page; the current one is marked, Previous is not a link on page 1', () => {
    renderWithProviders(<Pagination page={1} last={3} hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of your books' });
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/?page=3');
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=2');
  });

  it('a single page needs no pagination', () => {
    renderWithProviders(<Pagination page={1} last={1} hrefFor={() => '?'} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
