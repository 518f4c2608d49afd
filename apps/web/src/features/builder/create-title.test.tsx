import { projectSaveSchema } from '@quire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import CreateBookTitlePage from './routes/CreateBookTitlePage';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/build-a-book/create-book-title" element={<CreateBookTitlePage />} />
      <Route path="/build-a-book/choose-book-type" element={<h1>Type step</h1>} />
      <Route path="/:projectId/:section/:child?" element={<h1>Wizard step</h1>} />
    </Routes>,
    { route },
  );
}

describe('create-book-title', () => {
  it('sends the type back to the type step when none was chosen', async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: author }) });
    renderAt('/build-a-book/create-book-title');
    expect(await screen.findByRole('heading', { name: 'Type step' })).toBeTruthy();
  });

  it('asks a print book for its title, then creates it with a body the domain schema accepts', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
      'POST /api/project': (body) => ok(makeProject({ ...(body as object), id: 'p9' })),
    });
    renderAt('/build-a-book/create-book-title?type=POD');
    await userEvent.click(await screen.findByRole('button', { name: 'Create book' }));
    expect(await screen.findByText('Please enter the title.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Sea Glass');
    await userEvent.click(screen.getByRole('button', { name: 'Create book' }));
    expect(await screen.findByRole('heading', { name: 'Wizard step' })).toBeTruthy();
    const body = calls.find((c) => c.key === 'POST /api/project')?.body;
    expect(body).toMatchObject({ type: 'POD', title: 'Sea Glass' });
    expect(projectSaveSchema.safeParse(body).success).toBe(true);
  });

  it('asks an eBook for its title too: no book is created as "Untitled book"', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
      'POST /api/project': (body) => ok(makeProject({ ...(body as object), id: 'p9' })),
    });
    renderAt('/build-a-book/create-book-title?type=EBOOK');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title.hasAttribute('required')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create book' }));
    expect(await screen.findByText('Please enter the title.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/project')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Wizard step' })).toBeNull();
    await userEvent.type(title, 'Salt Roads');
    await userEvent.click(screen.getByRole('button', { name: 'Create book' }));
    expect(await screen.findByRole('heading', { name: 'Wizard step' })).toBeTruthy();
    const body = calls.find((c) => c.key === 'POST /api/project')?.body;
    expect(body).toMatchObject({ type: 'EBOOK', title: 'Salt Roads' });
    expect(projectSaveSchema.safeParse(body).success).toBe(true);
  });
});
