import { AUTHOR_PAGE_MESSAGES as M } from '@quire/domain/author-pages/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { AuthorPage, AuthorPagesAnswer } from './api/author-pages';
import AuthorPagesPanel from './routes/AuthorPagesPanel';

const AUTHOR = {
  customerId: 'C1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Author',
  permissions: ['AUTHOR_PAGES'],
  accessList: [],
  authorAccess: 3,
  actingFor: null,
};

const BOOKS = [
  {
    id: 'b1',
    title: 'Lighthouse',
    subtitle: null,
    status: 'ONSALE',
    onSale: true,
    productPagePath: '/books/b1/lighthouse',
  },
  { id: 'b2', title: 'Orchard', subtitle: null, status: 'NEW', onSale: false, productPagePath: null },
];

const PAGE: AuthorPage = {
  id: 'p1',
  name: 'Ada Author',
  slug: 'ada-author',
  biography: '<p>Writes novels.</p>',
  links: [{ label: 'Website', url: 'https://ada.example.com' }],
  photo: { url: '/authors/p1/photo.webp?v=abc', width: 800, height: 800 },
  projectIds: ['b1'],
  books: [BOOKS[0] as AuthorPage['books'][number]],
  publicPath: '/authors/p1/ada-author',
  publicUrl: 'https://quire.example.com/authors/p1/ada-author',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const answer = (pages: AuthorPage[], limit = 3): AuthorPagesAnswer => ({
  pages,
  limit,
  used: pages.length,
  books: BOOKS,
});

function setup(routes: Parameters<typeof mockApi>[0], user: object = AUTHOR) {
  const mock = mockApi({
    'GET /api/authentication/csrf-token': ok({ token: 't1' }),
    'GET /api/authentication/session': ok({ user }),
    ...routes,
  });
  renderWithProviders(<AuthorPagesPanel />);
  return mock;
}

const EDIT = 'Edit the author page of Ada Author';
const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('the list of author pages', () => {
  it('shows how many pages are used, each with its books on sale and its public page', async () => {
    setup({ 'GET /api/account/author-pages': ok(answer([PAGE])) });
    expect(await screen.findByText('1 of 3 author pages used')).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Ada Author' }).closest('li') as HTMLElement;
    expect(within(card).getByText('1 book on sale')).toBeTruthy();
    const link = within(card).getByRole('link', {
      name: 'View the public page of Ada Author (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('/authors/p1/ada-author');
    expect(screen.getByRole('button', { name: 'Create an Author Page' })).toBeTruthy();
  });

  it('offers no new page at the limit, and says so', async () => {
    setup({ 'GET /api/account/author-pages': ok(answer([PAGE], 1)) });
    expect(await screen.findByText('1 of 1 author page used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create an Author Page' })).toBeNull();
    expect(screen.getByText(/all the author pages it can have/)).toBeTruthy();
  });

  it('deletes a page after a confirmation', async () => {
    const { calls } = setup({
      'GET /api/account/author-pages': ok(answer([PAGE])),
      'DELETE /api/account/author-pages/p1': ok({ deleted: true, id: 'p1' }),
    });
    await screen.findByText('Ada Author');
    await click('Delete the author page of Ada Author');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will be deleted/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'DELETE /api/account/author-pages/p1')).toBe(true),
    );
  });

  it('tells an account without the feature that it cannot have author pages', async () => {
    setup({}, { ...AUTHOR, permissions: [] });
    expect(await screen.findByText(/cannot have author pages/)).toBeTruthy();
  });

  it('tells a contributor without "Author pages" that the author has not given access', async () => {
    setup(
      {},
      {
        ...AUTHOR,
        actingFor: { customerId: 'C2', firstName: 'B', lastName: 'C' },
        accessList: ['ORDER_COPY'],
      },
    );
    expect(await screen.findByText(/has not given you access/)).toBeTruthy();
  });
});

describe('the author page form', () => {
  it('checks the fields as the server does, then creates the page and uploads its photo', async () => {
    const created = { ...PAGE, id: 'p2', name: 'Zoë Quill', photo: null };
    const { calls } = setup({
      'GET /api/account/author-pages': ok(answer([])),
      'POST /api/account/author-pages': ok({ page: created }),
      'POST /api/account/author-pages/p2/photo': ok({ page: { ...created, photo: PAGE.photo } }),
    });
    await screen.findByRole('button', { name: 'Create an Author Page' });
    await click('Create an Author Page');
    await click('Save');
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    type(/^Name/, 'Zoë Quill');
    await click('Add a Link');
    type('Label of link 1', 'Blog');
    type('Web address of link 1', 'blog.example.com');
    await click('Save');
    expect(await screen.findByText(M.linkUrlInvalid)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/account/author-pages')).toBe(false);
    type('Web address of link 1', 'https://blog.example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /Orchard/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Lighthouse/ }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [file] } });
    expect(screen.getByRole('img', { name: 'Photo of Zoë Quill' }).getAttribute('src')).toBe('blob:photo');
    await click('Save');
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/account/author-pages/p2/photo')).toBe(true),
    );
    expect(calls.find((c) => c.key === 'POST /api/account/author-pages')?.body).toEqual({
      name: 'Zoë Quill',
      biography: null,
      links: [{ label: 'Blog', url: 'https://blog.example.com' }],
      projectIds: ['b2', 'b1'],
    });
    expect(await screen.findByText('Your author pages')).toBeTruthy();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { calls } = setup({ 'GET /api/account/author-pages': ok(answer([PAGE])) });
    await screen.findByRole('button', { name: EDIT });
    await click(EDIT);
    const file = new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [file] } });
    expect(
      screen.getByText('This file is not an image. Please upload a PNG, JPEG, WebP or GIF.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key.endsWith('/photo'))).toBe(false);
  });

  it('changes a page: what was read goes back, a removed photo as null, server errors on their fields', async () => {
    let reply = fail(400, { code: 'VALIDATION', field: 'links.0.url', description: M.linkUrlInvalid });
    const { calls } = setup({
      'GET /api/account/author-pages': ok(answer([PAGE])),
      'PUT /api/account/author-pages/p1': () => reply,
    });
    await screen.findByRole('button', { name: EDIT });
    await click(EDIT);
    expect(screen.getByRole('heading', { name: 'Author page of Ada Author' })).toBeTruthy();
    expect((screen.getByLabelText('Web address of link 1') as HTMLInputElement).value).toBe(
      'https://ada.example.com',
    );
    await click('Remove Photo');
    await click('Save');
    expect(await screen.findByText(M.linkUrlInvalid)).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/account/author-pages/p1')?.body).toEqual({
      name: 'Ada Author',
      biography: '<p>Writes novels.</p>',
      links: [{ label: 'Website', url: 'https://ada.example.com' }],
      projectIds: ['b1'],
      photo: null,
    });
    reply = ok({ page: { ...PAGE, photo: null } });
    await click('Remove link 1');
    await click('Save');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/account/author-pages/p1')).toHaveLength(2),
    );
    expect(calls.filter((c) => c.key === 'PUT /api/account/author-pages/p1')[1]?.body).toMatchObject({
      links: [],
    });
  });
});
