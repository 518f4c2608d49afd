import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ProjectSearch } from './ProjectSearch';

const item = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  ean: null,
  eans: [],
  displayIsbn: null,
  author: 'Ada Lovelace',
  seriesName: null,
  param: 'title',
  projectCoupons: [],
  ...extra,
});

const RESULTS = [
  item('p1', 'Moby Dick', { displayIsbn: '978-0-14-243724-7', seriesName: 'Sea Tales' }),
  item('p2', 'Mobile Homes'),
  item('p3', 'Snow Moby'),
];

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function setup(reply = ok({ results: RESULTS })) {
  const api = mockApi({ 'GET /api/search/search': reply });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ProjectSearch />
      <Where />
    </>,
  );
  const box = screen.getByRole('combobox', { name: 'Search your books' });
  const searches = () =>
    api.fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://x'))
      .filter((u) => u.pathname === '/api/search/search');
  return { box, user, searches };
}

afterEach(() => {
  api.configure({ showSearchExhausted: () => undefined, showErrorDialog: () => undefined });
  vi.unstubAllGlobals();
});

describe('header project search', () => {
  it('is a labelled combobox with the spec placeholder, collapsed at first', () => {
    const { box } = setup();
    expect(box.getAttribute('placeholder')).toBe('Search by Title, Author, ISBN, Series');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
  });

  it('asks once, after typing settles, and lists the suggestions with author, series and ISBN', async () => {
    const { box, user, searches } = setup();
    await user.type(box, 'mob');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.querySelector('.search-option-title')?.textContent)).toEqual([
      'Moby Dick',
      'Mobile Homes',
      'Snow Moby',
    ]);
    expect(options[0]!.textContent).toContain('by Ada Lovelace · Series: Sea Tales · ISBN 978-0-14-243724-7');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Matching books' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(searches().map((u) => u.searchParams.get('q'))).toEqual(['mob']);
    expect(searches()[0]!.searchParams.get('limit')).toBe('8');
    expect(screen.getByRole('status').textContent).toContain('3 books found');
  });

  it('does not search for a single character', async () => {
    const { box, user, searches } = setup();
    await user.type(box, 'm');
    await new Promise((r) => setTimeout(r, 400));
    expect(searches()).toHaveLength(0);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('arrow keys move the active option (wrapping), Enter opens the project and closes the list', async () => {
    const { box, user } = setup();
    await user.type(box, 'mob');
    const options = await screen.findAllByRole('option');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id);
    await user.keyboard('{ArrowUp}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/p2/summary');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('Enter without an active option opens the best match of the suggestions shown', async () => {
    const { box, user, searches } = setup();
    await user.type(box, 'mob');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/p1/summary');
    expect((box as HTMLInputElement).value).toBe('');
    expect(searches()).toHaveLength(1);
  });

  it('Enter on a pasted ISBN runs the search and opens the book it finds', async () => {
    const { box, user, searches } = setup(
      ok({ results: [item('p9', 'The Lighthouse Keeper', { displayIsbn: '979-8-88645-010-1' })] }),
    );
    box.focus();
    await user.paste('979-8-88645-010-1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/p9/summary'));
    expect(searches().map((u) => u.searchParams.get('q'))).toEqual(['979-8-88645-010-1']);
  });

  it("Enter on a text with no match says 'No match' and stays", async () => {
    const { box, user } = setup(ok({ results: [] }));
    await user.type(box, 'zzzz{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No match for “zzzz”.'));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('Escape closes the list and keeps the text; a second Escape clears the box', async () => {
    const { box, user } = setup();
    await user.type(box, 'mob');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect((box as HTMLInputElement).value).toBe('mob');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('a click on a suggestion opens it', async () => {
    const { box, user } = setup();
    await user.type(box, 'mob');
    const options = await screen.findAllByRole('option');
    await user.click(options[2]!);
    expect(screen.getByTestId('where').textContent).toBe('/p3/summary');
  });

  it("says 'No match' when nothing matches, with the list collapsed", async () => {
    const { box, user } = setup(ok({ results: [] }));
    await user.type(box, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No match for “zzzz”.'));
    expect(screen.getByRole('status').className).toBe('header-search-status');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('23007 goes to the central search-exhausted handling, not to the box', async () => {
    const exhausted = vi.fn();
    api.configure({ showSearchExhausted: exhausted });
    const { box, user } = setup(
      fail(422, { code: '23007', description: 'We could not complete your search.' }),
    );
    await user.type(box, 'the');
    await waitFor(() => expect(exhausted).toHaveBeenCalledTimes(1));
    expect(exhausted.mock.calls[0]![0][0].code).toBe('23007');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('another failure is said in the box, without the "Oops!" dialog', async () => {
    const oops = vi.fn();
    api.configure({ showErrorDialog: oops });
    const { box, user } = setup(fail(500, { code: '0', description: 'Boom' }));
    await user.type(box, 'moby');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Search is not available right now. Please try again.',
      ),
    );
    expect(oops).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
