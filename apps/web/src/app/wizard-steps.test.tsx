import { EARLY_SECTIONS, type PreflightResult, WIZARD_ORDER } from '@quire/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../test/fetch-mock';
import { author, makeProject } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import ProjectWizardRoute, { WIZARD_SCREENS } from './wizard-steps';

const none: PreflightResult = {
  preFlightCheckStatus: 'NOT_STARTED',
  pdfConversionStatus: null,
  data: {
    elementType: 'INTERIOR',
    file: null,
    findings: [],
    errorCount: 0,
    warningCount: 0,
    progress: 0,
    completedAt: null,
  },
};

function renderWizard(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path=":projectId/:section/:child?" element={<ProjectWizardRoute />} />
    </Routes>,
    { route },
  );
}

describe('the wizard composed from the builder and files features', () => {
  it('has a screen for every step of the wizard order after the new-book steps', () => {
    const ids = WIZARD_ORDER.filter((s) => !EARLY_SECTIONS.includes(s.section)).flatMap((s) =>
      s.children.length ? s.children.map((c) => `${s.section}/${c}`) : [s.section],
    );
    const missing = ids.filter((id) => !(id in WIZARD_SCREENS.steps));
    expect(missing).toEqual([]);
  });

  it('shows the files and their statuses on the summary', async () => {
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
          interiorPreFlightCheckStatus: 'SUCCESSFUL',
        }),
      ),
    });
    renderWizard('/p1/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review & Order' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your files' })).toBeTruthy();
    expect(screen.getByText('Passed the check')).toBeTruthy();
  });

  it('shows the eBook interior upload with one h1, the drop zone and the current file', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ type: 'EBOOK' })),
      'GET /api/project/preflightstatus': ok({
        ...none,
        preFlightCheckStatus: 'SUCCESSFUL',
        pdfConversionStatus: 'CONVERTED_FROM_DOC',
        data: {
          ...none.data,
          file: {
            id: 'f',
            elementType: 'INTERIOR',
            kind: 'DOCX',
            originalName: 'novel.docx',
            size: 52_000,
            uploadedAt: '2026-11-20T10:00:00.000Z',
          },
        },
      }),
    });
    renderWizard('/p1/interior/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your interior' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('novel.docx')).toBeTruthy();
    expect(screen.getByText('51 KB')).toBeTruthy();
    expect(screen.getByText('We converted your Word file to an EPUB.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose file for your interior' })).toBeTruthy();
  });
});
