import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ProjectWizard from './routes/ProjectWizard';
import { BUILDER_STEPS } from './steps';

// jsdom has no layout: ProseMirror asks ranges for their boxes when it scrolls the selection in.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

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

const api = (project: ReturnType<typeof makeProject>) =>
  mockApi({
    'GET /api/authentication/session': ok({ user: author }),
    'GET /api/authentication/csrf-token': ok({ token: 't' }),
    'GET /api/project/p1': ok(project),
    'POST /api/project': (body) => ok({ ...project, ...(body as object) }),
    'GET /api/book/explore-categories': ok({ categories: [] }),
  });

const where = () => screen.getByTestId('where').textContent;
const saves = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === 'POST /api/project').map((c) => c.body as Record<string, unknown>);

describe('About: the required title', () => {
  it('says so when cleared, saves nothing, and Next stays with the empty value in place', async () => {
    const { calls } = api(makeProject({ type: 'EBOOK', title: 'The Lighthouse Keeper' }));
    renderWizard('/p1/book-details/about');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.tab();
    expect(await screen.findByText('Please enter the title.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Details, Author' }));
    expect(where()).toBe('/p1/book-details/about');
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Title/ }));
    expect(saves(calls).some((b) => 'title' in b)).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Salt Roads');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Details, Author' }));
    await waitFor(() => expect(where()).toBe('/p1/book-details/author'));
  });

  it('edits the description in a rich-text editor: Bold makes <strong>, not literal tags', async () => {
    const { calls } = api(makeProject({ type: 'EBOOK', description: '<p>Snow falls</p>' }));
    renderWizard('/p1/book-details/about');
    // Until it is used, the field is a labelled textbox showing the text; the editor loads on focus.
    const placeholder = await screen.findByRole('textbox', { name: 'Description' });
    expect(placeholder.getAttribute('contenteditable')).toBeNull();
    expect(placeholder.textContent).toBe('Snow falls');
    expect(screen.queryByRole('toolbar', { name: 'Description formatting' })).toBeNull();
    act(() => placeholder.focus());
    await screen.findByRole('toolbar', { name: 'Description formatting' });
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.textContent).toBe('Snow falls');
    await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(box.textContent).toBe('Snow falls');
    await waitFor(() => expect(saves(calls).at(-1)?.description).toBe('<p><strong>Snow falls</strong></p>'), {
      timeout: 3000,
    });
  });
});

describe('Author: a book needs an author', () => {
  it('Next without an author says so and stays; with one it moves on', async () => {
    api(makeProject({ type: 'EBOOK', contributors: [] }));
    renderWizard('/p1/book-details/author');
    await screen.findByRole('heading', { level: 1, name: 'Authors and contributors' });
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Details, Categories' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the author.');
    expect(where()).toBe('/p1/book-details/author');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^First name/ }));

    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Writer');
    await userEvent.click(screen.getByRole('button', { name: 'Add contributor' }));
    await screen.findByRole('button', { name: 'Remove Ada Writer' });
    expect(screen.queryByText('Please enter the author.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Details, Categories' }));
    await waitFor(() => expect(where()).toBe('/p1/book-details/categories'));
  });

  it('an editor alone is not an author', async () => {
    api(makeProject({ contributors: [{ firstName: 'Lin', lastName: 'Park', role: 'E' }] }));
    renderWizard('/p1/book-details/author');
    await screen.findByRole('button', { name: 'Remove Lin Park' });
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Details, Categories' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the author.');
    expect(where()).toBe('/p1/book-details/author');
  });
});
