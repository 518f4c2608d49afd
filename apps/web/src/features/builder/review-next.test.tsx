import type { Project } from '@quire/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ProjectWizard from './routes/ProjectWizard';
import { BUILDER_STEPS } from './steps';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A stand-in for the files feature's review screens: the wizard's Next is what is under test. */
const review = (name: string) => () => <h1>{name}</h1>;

function renderWizard(route: string, project: Project) {
  mockApi({
    'GET /api/authentication/session': ok({ user: author }),
    'GET /api/project/p1': ok(project),
  });
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path=":projectId/:section/:child?"
          element={
            <ProjectWizard
              screens={{
                steps: {
                  ...BUILDER_STEPS,
                  'interior/review': review('Review your interior'),
                  'cover/review': review('Review your cover'),
                },
              }}
            />
          }
        />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const converted = makeProject({
  id: 'p1',
  type: 'EBOOK',
  interiorPdfConversionStatus: 'CONVERTED',
  interiorPreFlightCheckStatus: 'SUCCESSFUL',
  interiorApproved: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('Next on a review page', () => {
  it('stays on the interior review until the interior is approved, and says so', async () => {
    renderWizard('/p1/interior/review', converted);
    await screen.findByRole('heading', { level: 1, name: 'Review your interior' });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please review and approve your interior file.',
    );
    expect(screen.getByTestId('where').textContent).toBe('/p1/interior/review');
  });

  it('stays on the cover review until the cover is approved', async () => {
    const cover = makeProject({
      ...converted,
      interiorApproved: true,
      coverType: 'full',
      coverFullPreFlightCheckStatus: 'SUCCESSFUL',
      coverFullApproved: false,
    });
    renderWizard('/p1/cover/review', cover);
    await screen.findByRole('heading', { level: 1, name: 'Review your cover' });
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please review and approve your cover.');
    expect(screen.getByTestId('where').textContent).toBe('/p1/cover/review');
  });

  it('moves on once the file is approved', async () => {
    renderWizard('/p1/interior/review', { ...converted, interiorApproved: true });
    await screen.findByRole('heading', { level: 1, name: 'Review your interior' });
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).not.toBe('/p1/interior/review'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
