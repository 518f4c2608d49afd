import type { ProjectListItem } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import ProjectsDashboard from './ProjectsDashboard';

function project(id: string, title: string | null, extra: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    id,
    title,
    subtitle: null,
    type: 'EBOOK',
    projectType: 'EBOOK',
    status: 'EDITING',
    listPrice: null,
    ean: null,
    isbn: null,
    displayIsbn: null,
    seriesName: null,
    seriesNumber: null,
    groupProjectId: null,
    pageSize: null,
    updatedAt: '2026-11-20T15:00:00.000Z',
    coverThumbnailUrl: null,
    coverThumbnailKind: null,
    coverThumbnailPanel: null,
    saleDueAt: null,
    preOrder: false,
    onSaleDate: null,
    deletable: true,
    ...extra,
  };
}

const BOOKS = [
  project('p1', 'The Long Road', {
    type: 'PRINT',
    status: 'ONSALE',
    listPrice: '1234.5',
    isbn: '9780142437247',
    displayIsbn: '978-0-14-243724-7',
    seriesName: 'Roads',
    seriesNumber: 2,
    deletable: false,
  }),
  project('p2', 'Notes', { type: 'POD', status: 'NEW' }),
];

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

type Routes = Parameters<typeof mockApi>[0];

function setup(route: string, routes: Routes) {
  const mock = mockApi({ 'GET /api/authentication/csrf-token': ok({ token: 't' }), ...routes });
  renderWithProviders(
    <>
      <ProjectsDashboard />
      <Where />
    </>,
    { route },
  );
  const calls = (path: string) =>
    mock.fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://x'))
      .filter((u) => u.pathname === path)
      .map((u) => Object.fromEntries(u.searchParams));
  const where = () => screen.getByTestId('where').textContent;
  return { mock, calls, where };
}

const page = (projects: ProjectListItem[], totalCount = projects.length, p = 1) =>
  ok({ totalCount, page: p, limit: 20, projects });

afterEach(() => vi.unstubAllGlobals());

describe('projects dashboard', () => {
  it('lists each book with cover placeholder, format, readable status, price, ISBN and series; links to its wizard page', async () => {
    setup('/projects', { 'GET /api/projects': page(BOOKS) });
    const list = await screen.findByRole('list', { name: 'Your books' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Cover of The Long Road' }).textContent).toBe('TL');
    expect(first.getByRole('link', { name: 'The Long Road' }).getAttribute('href')).toBe('/p1/summary');
    const facts = (card: HTMLElement) =>
      Object.fromEntries(
        [...card.querySelectorAll('dl > div')].map((d) => [
          d.querySelector('dt')?.textContent,
          d.querySelector('dd')?.textContent,
        ]),
      );
    expect(facts(cards[0]!)).toMatchObject({
      Format: 'Book',
      Status: 'On sale',
      'List price': '$1,234.50',
      ISBN: '978-0-14-243724-7',
      Series: 'Roads, book 2',
    });
    expect(facts(cards[1]!)).toMatchObject({
      Format: 'Personal Use',
      Status: 'New',
      'List price': '--',
      ISBN: 'None',
    });
    // The book on sale links its public product page (a server page); the others have none.
    expect(first.getByRole('link', { name: 'View product page of The Long Road' }).getAttribute('href')).toBe(
      '/books/p1/the-long-road',
    );
    expect(first.getByText('View product page')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('link', { name: /product page/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a New Book' }).getAttribute('href')).toBe(
      '/build-a-book',
    );
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });

  it('asks the API for the URL’s page, sort and filters', async () => {
    const { calls } = setup('/projects?type=EBOOK&status=NEW&sort=title-asc&page=2', {
      'GET /api/projects': page(BOOKS, 22, 2),
    });
    await screen.findByRole('list', { name: 'Your books' });
    expect(calls('/api/projects')[0]).toEqual({
      page: '2',
      limit: '20',
      sort: 'title',
      direction: 'asc',
      type: 'EBOOK',
      status: 'NEW',
    });
    const nav = screen.getByRole('navigation', { name: 'Pages of your books' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/projects?type=EBOOK&status=NEW&sort=title-asc',
    );
  });

  it('replaces an invalid URL with the corrected one before asking', async () => {
    const { calls, where } = setup('/projects?page=0&sort=price-up&type=AUDIO', {
      'GET /api/projects': page(BOOKS),
    });
    await waitFor(() => expect(where()).toBe('/projects'));
    await screen.findByRole('list', { name: 'Your books' });
    expect(
      calls('/api/projects').every((q) => q.page === '1' && q.sort === 'updated' && q.direction === 'desc'),
    ).toBe(true);
  });

  it('a page past the end is corrected to the last page', async () => {
    const { where } = setup('/projects?page=9', {
      'GET /api/projects': (() => {
        let n = 0;
        return () => (n++ === 0 ? page([], 25, 9) : page(BOOKS, 25, 2));
      })(),
    });
    await waitFor(() => expect(where()).toBe('/projects?page=2'));
  });

  it('a new sort goes into the URL and starts again at page 1; the default is omitted', async () => {
    const user = userEvent.setup();
    const { where, calls } = setup('/projects?page=2', { 'GET /api/projects': page(BOOKS, 30, 2) });
    await screen.findByRole('list', { name: 'Your books' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title (A–Z)');
    expect(where()).toBe('/projects?sort=title-asc');
    await waitFor(() =>
      expect(calls('/api/projects').at(-1)).toMatchObject({ sort: 'title', direction: 'asc', page: '1' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'eBook');
    expect(where()).toBe('/projects?type=EBOOK&sort=title-asc');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Last updated (newest first)',
    );
    expect(where()).toBe('/projects?type=EBOOK');
  });

  it('no books: the empty state with its call to action, no controls', async () => {
    setup('/projects', { 'GET /api/projects': page([], 0) });
    expect(await screen.findByRole('heading', { name: 'You have no books yet' })).toBeTruthy();
    const cta = screen.getAllByRole('link', { name: 'Create a New Book' });
    expect(cta).toHaveLength(1);
    expect(cta[0]!.getAttribute('href')).toBe('/build-a-book');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it('no book matches the filters: says so and offers to clear them', async () => {
    const user = userEvent.setup();
    const { where } = setup('/projects?status=ERROR', { 'GET /api/projects': page([], 0) });
    expect(await screen.findByText('No books match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(where()).toBe('/projects');
  });

  it('a failed load is shown in place with Try Again', async () => {
    let n = 0;
    setup('/projects', {
      'GET /api/projects': () => (n++ === 0 ? fail(500, { code: '0', description: 'Boom' }) : page(BOOKS)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your projects.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Your books' })).toBeTruthy();
  });

  it('Delete is offered only on the books the list says may be deleted', async () => {
    setup('/projects', { 'GET /api/projects': page(BOOKS) });
    const cards = within(await screen.findByRole('list', { name: 'Your books' })).getAllByRole('article');
    // The book on sale: no Delete; the new one: Delete.
    expect(within(cards[0]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Delete Notes' })).toBeTruthy();
  });

  it('a refused delete (the book changed since the list) says the reason in plain words', async () => {
    const user = userEvent.setup();
    const { mock } = setup('/projects', {
      'GET /api/projects': page([project('p1', 'The Long Road')]),
      'DELETE /api/project/p1': fail(409, {
        code: 'STATUS_BLOCK',
        description: 'Project status blocks deletion',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete The Long Road' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “The Long Road”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const info = await screen.findByRole('dialog', { name: 'This book cannot be deleted' });
    expect(info.textContent).toContain('This book is on sale or being processed, so it can’t be deleted.');
    expect(mock.calls.filter((c) => c.key === 'DELETE /api/project/p1')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });

  it('a confirmed delete removes the book; a cancelled one sends nothing', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const books = [project('p1', 'The Long Road'), BOOKS[1]!];
    const { mock } = setup('/projects', {
      'GET /api/projects': () => page(deleted ? books.slice(1) : books),
      'DELETE /api/project/p1': () => {
        deleted = true;
        return ok({ deleted: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete The Long Road' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(mock.calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete The Long Road' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'The Long Road' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Notes' })).toBeTruthy();
  });

  it('a book with an uploaded cover shows the image the server made of it; a full cover is marked to show its front; none keeps the initials', async () => {
    // The server draws a PDF cover's first page too: every cover is an image the card shows as it is.
    const front = '/api/project/p1/cover-thumbnail/f1';
    const full = '/api/project/p3/cover-thumbnail/f3';
    setup('/projects', {
      'GET /api/projects': page([
        project('p1', 'The Long Road', {
          coverThumbnailUrl: front,
          coverThumbnailKind: 'IMAGE',
          coverThumbnailPanel: 'FRONT',
        }),
        project('p2', 'Notes'),
        project('p3', 'Field Notes', {
          type: 'POD',
          coverThumbnailUrl: full,
          coverThumbnailKind: 'IMAGE',
          coverThumbnailPanel: 'FULL',
        }),
      ]),
    });
    const cards = within(await screen.findByRole('list', { name: 'Your books' })).getAllByRole('article');
    const cover = within(cards[0]!).getByRole('img', { name: 'Cover of The Long Road' });
    expect(cover.tagName).toBe('IMG');
    expect(cover.getAttribute('src')).toBe(front);
    expect(cover.parentElement?.getAttribute('data-panel')).toBe('FRONT');
    expect(within(cards[1]!).getByRole('img', { name: 'Cover of Notes' }).textContent).toBe('N');
    const fullCover = within(cards[2]!).getByRole('img', { name: 'Cover of Field Notes' });
    expect(fullCover.tagName).toBe('IMG');
    expect(fullCover.getAttribute('src')).toBe(full);
    expect(fullCover.parentElement?.getAttribute('data-panel')).toBe('FULL');
    expect(document.querySelector('canvas')).toBeNull();
    // An image that cannot be loaded (the server could not draw the cover: 404) gives way to the initials.
    fireEvent.error(fullCover);
    expect(within(cards[2]!).getByRole('img', { name: 'Cover of Field Notes' }).textContent).toBe('FN');
    expect(within(cards[0]!).getByRole('img', { name: 'Cover of The Long Road' }).tagName).toBe('IMG');
  });

  it('grouped by series: one section per series from the group query', async () => {
    const { calls } = setup('/projects?group=series', {
      'GET /api/projectgroups/query': ok({
        totalCount: 2,
        series: [
          { id: 's1', title: 'Roads', seriesNumbers: [{ seriesNumber: 1, projects: [BOOKS[0]] }] },
          { id: 's2', title: 'Empty', projects: [] },
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Roads (1 book)' });
    expect(within(section).getByRole('link', { name: 'The Long Road' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Empty/ })).toBeNull();
    expect(calls('/api/projectgroups/query')[0]).toMatchObject({ isSeriesQuery: 'true', page: '1' });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});
