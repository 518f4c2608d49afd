import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CategoriesStep } from './steps/CategoriesStep';
import { RightsStep } from './steps/RightsSteps';
import { wizardContext } from './wizard';

const ctx = wizardContext(author);
const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };
const topic = {
  categoryId: 'k1',
  name: 'Animals',
  categoryCrumbs: 'Juvenile Fiction / Animals',
  bottomLevel: true,
  bisac: 'JUV002000',
};

type Body = { audience?: string; categories?: string[] };

describe('the audience is asked once', () => {
  it('is asked in the categories step, where it chooses the tree, and saved to the book', async () => {
    const { calls, fetchMock } = mockApi({
      ...csrf,
      'GET /api/book/explore-categories': ok({ categories: [topic] }),
      'POST /api/project': (body) => ok(makeProject(body as object)),
    });
    renderWithProviders(
      <CategoriesStep
        project={makeProject()}
        step={{ section: 'book-details', child: 'categories' }}
        ctx={ctx}
        user={author}
      />,
    );
    const audience = screen.getByRole('combobox', { name: 'Audience' });
    await userEvent.selectOptions(audience, 'JUV');
    await waitFor(() => expect(calls.some((c) => (c.body as Body)?.audience === 'JUV')).toBe(true));
    const explored = () =>
      fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('explore-categories'));
    await waitFor(() => expect(explored().at(-1)).toContain('audienceType=JUV'));
  });

  it('a book without an audience keeps the one its first category was found under', async () => {
    const { calls } = mockApi({
      ...csrf,
      'GET /api/book/explore-categories': ok({ categories: [topic] }),
      'POST /api/project': (body) => ok(makeProject(body as object)),
    });
    renderWithProviders(
      <CategoriesStep
        project={makeProject({ audience: null })}
        step={{ section: 'book-details', child: 'categories' }}
        ctx={ctx}
        user={author}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Juvenile Fiction / Animals' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/project')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/project')?.body).toMatchObject({
      categories: ['k1'],
      audience: 'TRA',
    });
  });

  it('is not asked again in rights and other information, which says it and asks the age range for kids', () => {
    mockApi({ ...csrf });
    renderWithProviders(
      <RightsStep
        project={makeProject({ id: 'p1', audience: 'JUV' })}
        step={{ section: 'book-details', child: 'rights-and-other-information' }}
        ctx={ctx}
        user={author}
      />,
    );
    expect(screen.queryByRole('combobox', { name: /Audience/ })).toBeNull();
    expect(screen.getByText(/Audience: Kids\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change it in Categories' }).getAttribute('href')).toBe(
      '/p1/book-details/categories',
    );
    expect(screen.getByRole('combobox', { name: 'Age range' })).toBeTruthy();
  });
});
