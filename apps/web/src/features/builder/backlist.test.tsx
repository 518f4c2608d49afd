import type { Project } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProject } from '../../lib/project-query';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { IsbnStep } from './steps/RightsSteps';
import { wizardContext } from './wizard';

const ctx = wizardContext(author);
const ISBN = '9798886450309';
const URL = 'POST /api/project/load-bst-metadata';
const CSRF = { 'GET /api/authentication/csrf-token': ok({ token: 'csrf' }) };
const MESSAGE_21063 = "We can't find the ISBN you have provided. Please check your number and try again.";

const draft = makeProject({
  type: 'PRINT',
  title: 'Lamplight on the Water',
  isbn: ISBN,
  ean: ISBN,
  listPrice: '12.99',
  subtitle: null,
});

const changes = [
  { field: 'subtitle', label: 'Subtitle', current: null, catalogue: 'Stories from the Maine Coast' },
  {
    field: 'contributors',
    label: 'Contributors',
    current: 'Ada Author (Author)',
    catalogue: 'Ada Author (Author), Tomas Reyes (Illustrator)',
  },
  { field: 'listPrice', label: 'List price', current: '$12.99', catalogue: '$15.99' },
];
const listing = { title: 'Lamplight on the Water', publisherName: 'Wren Point Books' };

/** The ISBN step of the cached project, and the project's subtitle as the rest of the builder would show it. */
function Step() {
  const project = useProject('p1');
  if (!project.data) return null;
  return (
    <>
      <p data-testid="subtitle">{project.data.subtitle ?? 'no subtitle'}</p>
      <IsbnStep
        project={project.data}
        step={{ section: 'book-details', child: 'isbn' }}
        ctx={ctx}
        user={author}
      />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Load metadata from the retail catalogue (ISBN step)', () => {
  it('shows each field that would change with a checkbox, and applies only the ticked ones', async () => {
    const saved: Project = {
      ...draft,
      subtitle: 'Stories from the Maine Coast',
      contributors: [
        { firstName: 'Ada', lastName: 'Author', role: 'A' },
        { firstName: 'Tomas', lastName: 'Reyes', role: 'I' },
      ],
    };
    const api = mockApi({
      'GET /api/project/p1': ok(draft),
      ...CSRF,
      [URL]: (body) =>
        (body as { apply?: string[] }).apply
          ? ok({
              isbn: ISBN,
              listing,
              changes: [changes[2]],
              applied: ['subtitle', 'contributors'],
              project: saved,
            })
          : ok({ isbn: ISBN, listing, changes, applied: [], project: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Step />);
    await user.click(await screen.findByRole('button', { name: 'Load metadata from the retail catalogue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Load metadata from the retail catalogue' });
    expect(
      await within(dialog).findByText(/lists ISBN 979-8-88645-030-9 as “Lamplight on the Water”/),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Details that would change' });
    const boxes = within(table).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    // Each checkbox is described by the book's value and the catalogue's.
    const price = within(table).getByRole('checkbox', { name: 'List price' });
    expect(price.getAttribute('aria-describedby')).toBeTruthy();
    const described = (price.getAttribute('aria-describedby') as string)
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
    expect(described).toBe('Your book: $12.99 | Retail catalogue: $15.99');
    expect(within(table).getByRole('row', { name: /Subtitle/ }).textContent).toContain('(none)');

    // Unticked with the keyboard: focus the box and press Space.
    price.focus();
    await user.keyboard(' ');
    expect((price as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByText('2 of 3 selected')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Apply selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const applied = api.calls.filter((c) => c.key === URL).at(-1);
    expect(applied?.body).toEqual({ projectId: 'p1', apply: ['subtitle', 'contributors'] });
    // The builder's project is the saved one at once.
    expect(screen.getByTestId('subtitle').textContent).toBe('Stories from the Maine Coast');
    expect(await screen.findByText('Loaded from the retail catalogue: Subtitle, Contributors.')).toBeTruthy();
  });

  it('says in the spec’s words when the catalogue does not know the ISBN', async () => {
    mockApi({
      'GET /api/project/p1': ok(draft),
      ...CSRF,
      [URL]: fail(404, { code: '21063', description: 'not found', field: 'isbn' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Step />);
    await user.click(await screen.findByRole('button', { name: 'Load metadata from the retail catalogue' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGE_21063);
    expect(within(dialog).queryByRole('button', { name: 'Apply selected' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refusal of the save in the dialog and keeps it open', async () => {
    mockApi({
      'GET /api/project/p1': ok(draft),
      ...CSRF,
      [URL]: (body) =>
        (body as { apply?: string[] }).apply
          ? fail(409, {
              code: 'WIZARD_STEP_LOCKED',
              description: 'Please complete the book size and type first.',
            })
          : ok({ isbn: ISBN, listing, changes, applied: [], project: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Step />);
    await user.click(await screen.findByRole('button', { name: 'Load metadata from the retail catalogue' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Apply selected' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Please complete the book size and type first.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is not offered before the book has an ISBN', async () => {
    mockApi({ 'GET /api/project/p1': ok({ ...draft, isbn: null, ean: null }) });
    renderWithProviders(<Step />);
    expect(await screen.findByRole('textbox', { name: /ISBN/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load metadata from the retail catalogue' })).toBeNull();
  });
});
