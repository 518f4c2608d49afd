import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ProjectWizard from './routes/ProjectWizard';
import { BUILDER_STEPS } from './steps';
import { AboutStep } from './steps/AboutStep';
import { AuthorStep } from './steps/AuthorStep';
import { CATEGORY_LIMIT_MESSAGE, CategoriesStep } from './steps/CategoriesStep';
import { bookSummaryRows } from './steps/SummaryStep';
import { wizardContext } from './wizard';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };
const ctx = wizardContext(author);

function renderWizard(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path=":projectId/:section/:child?"
          element={<ProjectWizard screens={{ steps: BUILDER_STEPS }} />}
        />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('wizard access rules in the browser', () => {
  it('replaces the URL of a locked print step with the size and type step', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ type: 'POD' })),
    });
    renderWizard('/p1/book-details/pricing');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/p1/book-size-and-type'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book size and type' })).toBeTruthy();
  });

  it('sends an existing eBook back from the early steps to the interior upload', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ type: 'EBOOK' })),
    });
    renderWizard('/p1/book-size-and-type');
    await waitFor(() => expect(screen.getByTestId('where').textContent).not.toBe('/p1/book-size-and-type'));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/p1\/interior/);
  });

  it('shows an allowed step with one h1 and the left-nav target', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ type: 'EBOOK' })),
    });
    renderWizard('/p1/interior/formatting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Format your interior' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Book builder steps' }).dataset.navTarget).toBe(
      'ebook-interior',
    );
  });
});

describe('wizard page', () => {
  it('offers Next and Back by the rules and shows the sticky bar after 385 px of scrolling', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ type: 'EBOOK' })),
    });
    renderWizard('/p1/interior/images');
    await screen.findByRole('heading', { level: 1, name: 'Images in your interior' });
    expect(screen.getByRole('link', { name: 'Back: Interior, Formatting' })).toBeTruthy();
    expect(screen.queryByTestId('sticky-bar')).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 386, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByTestId('sticky-bar')).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.queryByTestId('sticky-bar')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Next: Interior, Fonts' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/p1/interior/fonts'));
  });

  it('titles the summary by type and shows N/A for missing values', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(
        makeProject({
          type: 'POD',
          pageSize: '6x9',
          pageCount: 120,
          printColor: 'BLACK_WHITE',
          paperColor: 'CREAM',
          coverFormat: 'SOFTCOVER',
        }),
      ),
    });
    renderWizard('/p1/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review & Order' })).toBeTruthy();
    const rows = Object.fromEntries(bookSummaryRows(makeProject({ type: 'PRINT' })));
    expect(rows['List price']).toBe('N/A');
    expect(rows['Page size']).toBe('N/A');
    expect(rows.Mature).toBe('No');
    expect(rows.Format).toBe('Print Book');
    expect(rows['Product page URL']).toBe('N/A');
    expect(screen.queryByRole('link', { name: /\/books\// })).toBeNull();
  });

  it('links the product page of a book on sale from the summary', async () => {
    const url = 'https://quire.example/books/p1/the-lighthouse-keeper';
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ status: 'ONSALE', listPrice: '4.99', productPageUrl: url })),
    });
    renderWizard('/p1/summary');
    const link = await screen.findByRole('link', { name: url });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.closest('div')?.querySelector('dt')?.textContent).toBe('Product page URL');
  });

  it("links a print book's PDF cover from the summary (an image would not show it) and shows an image cover", async () => {
    const pdf = '/api/project/p1/files/f1/cover.pdf';
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(
        makeProject({
          type: 'POD',
          title: 'Field Notes',
          coverFile: pdf,
          bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
          pageSize: '6x9',
          pageCount: 48,
          printColor: 'BLACK_WHITE',
          paperColor: 'WHITE',
          coverFormat: 'SOFTCOVER',
        }),
      ),
    });
    const { unmount } = renderWizard('/p1/summary');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/p1/summary'));
    const link = await screen.findByRole('link', { name: 'Open the cover of Field Notes (PDF)' });
    expect(link.getAttribute('href')).toBe(pdf);
    expect(screen.queryByRole('img', { name: 'Cover of Field Notes' })).toBeNull();
    unmount();

    const jpeg = '/api/project/p1/files/f2/cover.jpg';
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ type: 'EBOOK', title: 'Field Notes', coverFile: jpeg })),
    });
    renderWizard('/p1/summary');
    const img = await screen.findByRole('img', { name: 'Cover of Field Notes' });
    expect(img.getAttribute('src')).toBe(jpeg);
  });
});

const category = (n: number) => ({
  categoryId: `c${n}`,
  categoryCrumbs: `Fiction / Topic ${n}`,
  bisac: `FIC0000${n}`,
});

describe('categories', () => {
  it('stops at 5 categories with the message', async () => {
    const { calls } = mockApi({
      ...csrf,
      'GET /api/book/explore-categories': ok({
        categories: [
          {
            categoryId: 'c5',
            name: 'Topic 5',
            categoryCrumbs: 'Fiction / Topic 5',
            bottomLevel: true,
            bisac: 'FIC00005',
          },
          {
            categoryId: 'c6',
            name: 'Topic 6',
            categoryCrumbs: 'Fiction / Topic 6',
            bottomLevel: true,
            bisac: 'FIC00006',
          },
          {
            categoryId: 'g',
            name: 'Mystery',
            categoryCrumbs: 'Fiction / Mystery',
            bottomLevel: false,
            bisac: null,
          },
        ],
      }),
      'POST /api/project': (body) => ok(makeProject(body as object)),
    });
    const project = makeProject({ categories: [1, 2, 3, 4].map(category) });
    renderWithProviders(
      <CategoriesStep
        project={project}
        step={{ section: 'book-details', child: 'categories' }}
        ctx={ctx}
        user={author}
      />,
    );
    expect(screen.queryByText(CATEGORY_LIMIT_MESSAGE)).toBeNull();
    // Only bottom-level categories can be added; a parent opens its children.
    expect(screen.queryByRole('button', { name: 'Add Fiction / Mystery' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Fiction / Topic 5' }));
    await waitFor(() => expect(screen.getByText(CATEGORY_LIMIT_MESSAGE)).toBeTruthy());
    // Ids alone: the server fills crumbs and BISAC codes from the catalog.
    const saved = calls.find((c) => c.key === 'POST /api/project')?.body as { categories: unknown[] };
    expect(saved.categories).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(
      (screen.getByRole('button', { name: 'Add Fiction / Topic 6' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('contributors', () => {
  it('adds a contributor with its role code and refuses a second one with the same e-mail', async () => {
    const { calls } = mockApi({ ...csrf, 'POST /api/project': (body) => ok(makeProject(body as object)) });
    renderWithProviders(
      <AuthorStep
        project={makeProject()}
        step={{ section: 'book-details', child: 'author' }}
        ctx={ctx}
        user={author}
      />,
    );
    const add = async (first: string, role: string) => {
      await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), first);
      await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Writer');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), role);
      await userEvent.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'ada@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Add contributor' }));
    };
    await add('Ada', 'Editor');
    await screen.findByRole('button', { name: 'Remove Ada Writer' });
    const saved = calls.find((c) => c.key === 'POST /api/project')?.body as {
      contributors: { role: string }[];
    };
    expect(saved.contributors).toEqual([
      { firstName: 'Ada', lastName: 'Writer', role: 'E', email: 'ada@example.com' },
    ]);
    await add('Bea', 'Author');
    expect(await screen.findByText('A contributor already exists with this email address')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/project')).toHaveLength(1);
  });
});

describe('save state', () => {
  it('goes unsaved, then saved, and shows a server field error on its field', async () => {
    let answer = ok(makeProject({ subtitle: 'A Novel' }));
    mockApi({ ...csrf, 'POST /api/project': () => answer });
    renderWithProviders(
      <AboutStep
        project={makeProject()}
        step={{ section: 'book-details', child: 'about' }}
        ctx={ctx}
        user={author}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('All changes saved');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subtitle' }), 'A Novel');
    expect(status.textContent).toContain('Unsaved changes');
    await waitFor(() => expect(status.textContent).toContain('All changes saved'), { timeout: 3000 });

    answer = fail(400, { code: 'VALIDATION', description: 'Max Length 200', field: 'subtitle' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subtitle' }), '!');
    await waitFor(() => expect(status.textContent).toContain('Your changes could not be saved'), {
      timeout: 3000,
    });
    const field = screen.getByRole('textbox', { name: 'Subtitle' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Max Length 200')).toBeTruthy();
  });
});

describe('language', () => {
  const renderAbout = (languageCode: string | null) =>
    renderWithProviders(
      <AboutStep
        project={makeProject({ languageCode } as object)}
        step={{ section: 'book-details', child: 'about' }}
        ctx={ctx}
        user={author}
      />,
    );

  it('shows a book without a language as having none, and saves the one the author chooses', async () => {
    const { calls } = mockApi({ ...csrf, 'POST /api/project': (body) => ok(makeProject(body as object)) });
    renderAbout(null);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    // Not English: publishing would refuse a book whose language was only ever shown.
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Choose a language');
    await userEvent.selectOptions(select, 'eng');
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/project')?.body).toMatchObject({ languageCode: 'eng' }),
    );
  });

  it('shows the saved language without the empty choice', () => {
    mockApi({ ...csrf });
    renderAbout('fre');
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('fre');
    expect(screen.queryByRole('option', { name: 'Choose a language' })).toBeNull();
  });
});
