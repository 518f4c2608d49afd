import { MantineProvider } from '@mantine/core';
import { EARLY_SECTIONS, type PreflightResult, WIZARD_ORDER } from '@quire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../test/fetch-mock';
import { author, makeProject } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';
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

/** The step's site content: nothing aimed at it. */
const noContent = (page: string) => ({
  [`GET /api/project/page-banners/${page}`]: ok({ page, modules: [], banners: [], messages: [] }),
});

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
      ...noContent('print-review'),
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
      ...noContent('ebook-interior'),
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

  it("a step shows its page's LEFT_NAV_BAB modules under the steps, and the message bar reads the same one answer", async () => {
    const api = mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(makeProject({ type: 'EBOOK' })),
      'GET /api/project/page-banners/ebook-interior': ok({
        page: 'ebook-interior',
        modules: [
          {
            id: 'bab',
            name: 'bab',
            moduleType: 'LEFT_NAV_BAB',
            template: 'TEXT',
            doubleTemplate: true,
            columns: [
              {
                heading: 'Formatting help',
                copy: '<p>Use styles.</p>',
                imagePath: null,
                imageUrl: null,
                imageAlt: null,
                link: null,
                linkLabel: null,
              },
              {
                heading: 'Fonts',
                copy: '<p>Embed them.</p>',
                imagePath: null,
                imageUrl: null,
                imageAlt: null,
                link: null,
                linkLabel: null,
              },
            ],
            pages: ['ebook-interior'],
            position: 0,
            active: true,
            startAt: null,
            endAt: null,
            updatedAt: '2030-01-01T00:00:00.000Z',
          },
        ],
        banners: [],
        messages: [
          {
            messageId: 'm1',
            typeId: 1,
            title: 'New cover fonts',
            details: '<p>Try them.</p>',
            link: null,
            severity: 'INFO',
            startAt: '2030-01-01T00:00:00.000Z',
            affectedTitles: 2,
          },
        ],
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/p1/interior/formatting']}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const modules = await screen.findByRole('complementary', { name: 'From Quire' });
    expect(
      modules.closest('.builder-side')?.querySelector('[data-nav-target="ebook-interior"]'),
    ).toBeTruthy();
    expect(within(modules).getByText('Formatting help')).toBeTruthy();
    expect(within(modules).getByText('Fonts')).toBeTruthy();
    const bar = await screen.findByRole('region', { name: 'Site messages' });
    expect(within(bar).getByText('2 of your titles')).toBeTruthy();
    expect(
      api.calls.filter((c) => c.key.startsWith('GET /api/project/page-banners')).map((c) => c.key),
    ).toEqual(['GET /api/project/page-banners/ebook-interior']);
  });
});
