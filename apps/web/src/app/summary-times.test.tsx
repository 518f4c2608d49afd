import type { LoggedInUser } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuditLogPage from '../features/admin/routes/AuditLogPage';
import { mockApi, ok } from '../test/fetch-mock';
import { author, makeProject } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import ProjectWizardRoute from './wizard-steps';

/** One moment: 10:00 UTC on 24 November 2026 is 5:00 AM in New York (EST). */
const MOMENT = '2026-11-24T10:00:00.000Z';
const SHOWN = 'November 24, 2026, 5:00 AM EST';

const onSale = makeProject({
  id: 'p1',
  type: 'EBOOK',
  title: 'The Long Road',
  status: 'ONSALE',
  allowedToPutOnSale: false,
  listPrice: '4.99',
  publicationDate: '2026-11-28T00:25:48.751Z',
  coverType: 'full',
  coverFile: '/api/project/p1/image.jpg',
  productPageUrl: 'https://quire.example/books/p1/the-long-road',
});

const history = [
  {
    id: 'h1',
    projectId: 'p1',
    event: 'sale.onsale',
    actorKind: 'system',
    actorCustomerId: null,
    detail: {},
    at: MOMENT,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('the summary of a book on sale', () => {
  it('reads in words, with New York dates and zones, the public cover address and what happens next', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/p1': ok(onSale),
      'GET /api/project/p1/history': ok(history),
      'GET /api/project/p1/readiness': ok([]),
      // The step's site content (page-banners): nothing aimed at it.
      'GET /api/project/page-banners/ebook-review': ok({
        page: 'ebook-review',
        modules: [],
        banners: [],
        messages: [],
      }),
    });
    renderWithProviders(
      <Routes>
        <Route path=":projectId/:section/:child?" element={<ProjectWizardRoute />} />
      </Routes>,
      { route: '/p1/summary' },
    );
    const facts = await screen.findByRole('region', { name: 'Book summary' });
    const fact = (name: string) =>
      within(facts)
        .getAllByRole('term')
        .find((dt) => dt.textContent === name)?.nextElementSibling?.textContent;
    expect(fact('Status')).toBe('On sale');
    expect(fact('Publication date')).toBe('November 27, 2026, 7:25 PM EST');
    expect(fact('Cover image URL')).toBe('https://quire.example/books/p1/cover.jpg');
    expect(
      within(facts)
        .getByRole('link', { name: 'https://quire.example/books/p1/cover.jpg' })
        .getAttribute('href'),
    ).toBe('https://quire.example/books/p1/cover.jpg');
    expect(facts.textContent).not.toContain('/api/project/');
    expect(facts.textContent).not.toContain('ONSALE');
    // What happens next for the status the book is in now.
    const status = screen.getByTestId('sale-status').closest('[role="status"]') as HTMLElement;
    expect(status.textContent).toContain('Your book is on sale. To change it, request a correction.');
    expect(status.textContent).not.toContain('72 hours');
    // The history shows its moment in the same zone as the audit log below.
    const book = await screen.findByRole('region', { name: 'History' });
    expect(within(book).getByText(SHOWN).tagName).toBe('TIME');
  });
});

describe('the audit log', () => {
  it('shows the same moment as the book history does: New York time with the zone', async () => {
    mockApi({
      'GET /api/authentication/session': ok({
        user: { customerId: 'C9', permissions: ['ADMIN_PERMISSION'] } as unknown as LoggedInUser,
      }),
      'GET /api/admin/audit-log': ok({
        totalCount: 1,
        pageNum: 1,
        recordsPerPage: 30,
        entries: [
          {
            id: 'a1',
            actorCustomerId: 'C9',
            actorEmail: 'admin@example.com',
            action: 'project.set-sale-status',
            targetType: 'project',
            targetId: 'p1',
            before: null,
            after: null,
            reason: null,
            at: MOMENT,
          },
        ],
      }),
    });
    renderWithProviders(<AuditLogPage />, { route: '/admin/audit-log' });
    const shown = await screen.findByText(SHOWN);
    expect(shown.tagName).toBe('TIME');
    expect(shown.getAttribute('datetime')).toBe(MOMENT);
  });
});
