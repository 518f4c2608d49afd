import { EBOOK_PRICE_MESSAGE } from '@quire/domain/pricing/ebook';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import VisitorHomePage from './VisitorHomePage';

const HOME = {
  url: 'home',
  title: 'Publish your book with Quire',
  html: '<p>eBooks and print books, sold worldwide.</p><h2>How it works</h2><ol><li>Upload</li><li>Price</li></ol>',
  version: 2,
  publishedAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const priceInput = () => screen.getByRole('textbox', { name: 'eBook list price' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(priceInput(), { target: { value } });
/** The example's live region: the text the input is described by. */
function result() {
  const id = priceInput().getAttribute('aria-describedby') ?? '';
  const region = document.getElementById(id);
  if (!region) throw new Error('The price input is described by nothing.');
  return region;
}

describe('the visitors’ home page', () => {
  it('shows the published home copy, the ways in and the eBook royalty bands', async () => {
    const api = mockApi({ 'GET /api/static_content': ok({ page: HOME }) });
    renderWithProviders(<VisitorHomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publish your book with Quire' }),
    ).toBeTruthy();
    expect(screen.getByText('eBooks and print books, sold worldwide.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeTruthy();
    const asked = api.fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    expect(asked.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual(['/api/static_content?url=home']);

    const waysIn = screen.getByRole('region', { name: 'Publish with Quire' });
    const links = within(waysIn)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Create Your Free Account', '/create-account'],
      ['Sign In', '/sign-in'],
      ['Build a Book', '/build-a-book'],
    ]);

    const table = await screen.findByRole('table', { name: 'eBook royalty by list price' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    expect(rows).toEqual([
      ['List price', 'Your royalty', 'Retail and distribution share'],
      ['$0.00 (free)', 'No royalty', '–'],
      ['$0.99 to $2.98', '40%', '60%'],
      ['$2.99 to $9.99', '65%', '35%'],
      ['$10.00 to $199.99', '40%', '60%'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .every((th) => th.getAttribute('scope') === 'col'),
    ).toBe(true);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .every((th) => th.getAttribute('scope') === 'row'),
    ).toBe(true);
    expect(document.title).toBe('Publish your book with Quire | Quire');
  });

  it('the royalty example follows the price as it is typed, with the price message for an invalid one', async () => {
    mockApi({ 'GET /api/static_content': ok({ page: HOME }) });
    renderWithProviders(<VisitorHomePage />);
    await screen.findByRole('table', { name: 'eBook royalty by list price' });
    expect(result().getAttribute('aria-live')).toBe('polite');
    expect(result().textContent).toBe('At $4.99 you earn $3.24 per copy: a 65% royalty.');

    type('1.99');
    expect(result().textContent).toBe('At $1.99 you earn $0.80 per copy: a 40% royalty.');
    expect(priceInput().hasAttribute('aria-invalid')).toBe(false);

    type('4.99');
    expect(result().textContent).toBe('At $4.99 you earn $3.24 per copy: a 65% royalty.');

    type('25');
    expect(result().textContent).toBe('At $25.00 you earn $10.00 per copy: a 40% royalty.');

    for (const bad of ['0.50', '200', '4.999', 'abc', '-1']) {
      type(bad);
      expect(result().textContent, bad).toBe(EBOOK_PRICE_MESSAGE);
      expect(priceInput().getAttribute('aria-invalid'), bad).toBe('true');
    }

    type('0');
    expect(result().textContent).toBe('A free eBook earns no royalty.');
    type('');
    expect(result().textContent).toBe('Enter a list price to see your royalty per copy.');
    expect(priceInput().hasAttribute('aria-invalid')).toBe(false);
  });

  it('headings go in order: the page title, the sections, the example', async () => {
    mockApi({ 'GET /api/static_content': ok({ page: HOME }) });
    renderWithProviders(<VisitorHomePage />);
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('table', { name: 'eBook royalty by list price' });
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings).toEqual([
      'H1 Publish your book with Quire',
      'H2 How it works',
      'H2 Publish with Quire',
      'H2 What you earn on an eBook',
      'H3 Try a price',
    ]);
  });

  it('without its copy (not published, or the call failed) it still says what Quire is', async () => {
    mockApi({
      'GET /api/static_content': fail(404, { code: 'NOT_FOUND', description: 'There is no such page.' }),
    });
    renderWithProviders(<VisitorHomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Quire' })).toBeTruthy();
    expect(screen.getByText(/^Quire turns your manuscript into an eBook/)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'eBook royalty by list price' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('loads the royalty calculator only when its section comes near the screen', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    mockApi({ 'GET /api/static_content': ok({ page: HOME }) });
    renderWithProviders(<VisitorHomePage />);
    await screen.findByRole('heading', { level: 1, name: 'Publish your book with Quire' });
    const section = screen.getByRole('region', { name: 'What you earn on an eBook' });
    expect(observe).toHaveBeenCalledWith(section);
    expect(screen.queryByRole('table')).toBeNull();
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.queryByRole('table')).toBeNull();
    act(() => report?.([{ isIntersecting: true }]));
    expect(await screen.findByRole('table', { name: 'eBook royalty by list price' })).toBeTruthy();
  });
});
