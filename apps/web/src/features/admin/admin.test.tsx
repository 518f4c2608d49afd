import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import AuditLogPage from './routes/AuditLogPage';
import UserDetailsPage from './routes/UserDetailsPage';
import UserSearchPage from './routes/UserSearchPage';

const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;

const AUTHOR_USER = {
  customerId: 'C000000001',
  email: 'author@example.com',
  firstName: 'Ann',
  lastName: 'Author',
  role: 'AUTHOR',
  accountType: 'PUBLISHER',
  vendorNumber: 'V1000001',
  vendorStatus: 'Active',
  businessStatus: 'Active',
  approvalDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deactivatedAt: null,
  deactivationReason: null,
  freeCorrections: 0,
  emailOptedIn: false,
  permissions: [],
  accountPermissions: {
    userId: 'C000000001',
    vendorNum: 'V1000001',
    canRefer: false,
    isCoverCorrectionAvailable: false,
    isMerchandisingAvailable: false,
    isPreOrderEnabled: false,
    authorAccess: 0,
    hasFreeIsbnAccess: 0,
    analyticsAccess: '',
    customEbookSampling: false,
    authorSharedAccess: false,
    expandedDistributionAccess: false,
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const base = {
  'GET /api/authentication/session': ok({ user: ADMIN }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
  'GET /api/admin/users/details/C000000001': ok(AUTHOR_USER),
  'GET /api/admin/lockout-status': ok({
    customerId: 'C000000001',
    vendorNumber: 'V1000001',
    lockout: { locked: false, failures: 0, lockedUntil: null },
  }),
  'GET /api/admin/users/two-step/C000000001': ok({
    enabled: false,
    method: null,
    recoveryCodesLeft: 0,
    totpPending: false,
    passkeys: 0,
  }),
};

const details = (tab = '') =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/users/:customerId" element={<UserDetailsPage />} />
    </Routes>,
    { route: `/admin/users/C000000001${tab}` },
  );

describe('user search', () => {
  it('searches with the spec defaults (All, asc, page 1, 30 a page) and links each user', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/admin/users/search': ok({
        totalCount: 1,
        pageNum: 1,
        recordsPerPage: 30,
        users: [AUTHOR_USER],
      }),
    });
    renderWithProviders(<UserSearchPage />, { route: '/admin/users' });
    const link = await screen.findByRole('link', { name: 'author@example.com' });
    expect(link.getAttribute('href')).toBe('/admin/users/C000000001');
    expect(calls.find((c) => c.key === 'POST /api/admin/users/search')!.body).toEqual({
      search: '',
      filter: 'All',
      sortDirection: 'asc',
      pageNum: 1,
      recordsPerPage: 30,
    });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'V1000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/admin/users/search').at(-1)!.body).toMatchObject({
        search: 'V1000001',
      }),
    );
  });

  it('tells a non-administrator the page is not for them', async () => {
    mockApi({ ...base, 'GET /api/authentication/session': ok({ user: { ...ADMIN, permissions: [] } }) });
    renderWithProviders(<UserSearchPage />, { route: '/admin/users' });
    expect(await screen.findByText('This page is for administrators.')).toBeTruthy();
  });
});

describe('user details', () => {
  it('business status: a reason is required, Enter submits it trimmed', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/admin/users/change-business-status': (body) =>
        ok({ user: { ...AUTHOR_USER, businessStatus: (body as { status: string }).status }, emailed: true }),
    });
    details();
    fireEvent.change(await screen.findByLabelText('New business status'), { target: { value: 'OnHold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Business Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Business Status' });
    const reason = within(dialog).getByLabelText(/Reason/);
    fireEvent.keyDown(reason, { key: 'Enter' });
    expect(await within(dialog).findByText('Please state the reason for this status to change')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/admin/users/change-business-status')).toBe(false);
    fireEvent.change(reason, { target: { value: '  Royalty dispute  ' } });
    await act(async () => {
      fireEvent.keyDown(reason, { key: 'Enter' });
    });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/users/change-business-status')?.body).toEqual({
        vendorNum: 'V1000001',
        status: 'OnHold',
        reason: 'Royalty dispute',
      }),
    );
  });

  it('account permissions: author pages 1 or more, analytics pages upper-cased, defaults 3 and CUSTOMER,READING,SITE', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/admin/users/set-account-permissions': () => ok(AUTHOR_USER),
    });
    details();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Permissions' });
    fireEvent.click(within(dialog).getByLabelText('Author Pages'));
    const pages = within(dialog).getByLabelText(/Number of author pages/) as HTMLInputElement;
    expect(pages.value).toBe('3');
    fireEvent.change(pages, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Permissions' }));
    expect(await within(dialog).findByText('Must be 1 or more')).toBeTruthy();
    fireEvent.change(pages, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByLabelText('Analytics Dashboard'));
    const analytics = within(dialog).getByLabelText(/Analytics pages/) as HTMLInputElement;
    expect(analytics.value).toBe('CUSTOMER,READING,SITE');
    fireEvent.change(analytics, { target: { value: 'site,reading' } });
    expect(analytics.value).toBe('SITE,READING');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Permissions' }));
    });
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'POST /api/admin/users/set-account-permissions')?.body,
      ).toMatchObject({
        userId: 'C000000001',
        hasAuthorPages: true,
        authorAccess: '4',
        hasAnalyticsAccess: true,
        analyticsAccess: 'SITE,READING',
        hasFreeIsbnAccess: 0,
      }),
    );
  });

  it('deactivation needs a reason', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/admin/users/deactivate-user': () => ok({ user: AUTHOR_USER, sessionsEnded: 2 }),
    });
    details();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate User' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate User' }));
    expect(
      await within(dialog).findByText('Please select the reason for deactivating this user.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('User request'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate User' }));
    });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/users/deactivate-user')?.body).toEqual({
        id: 'C000000001',
        reason: 'user request',
      }),
    );
  });

  it('update e-mail announces 15017 with its code on the field', async () => {
    mockApi({
      ...base,
      'PUT /api/admin/users/update-email': fail(409, {
        code: '15017',
        description: 'This e-mail address belongs to a different account.',
        field: 'emailAddress',
      }),
    });
    details();
    fireEvent.change(await screen.findByLabelText(/New e-mail address/), {
      target: { value: 'taken@example.com' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update E-mail Address' }));
    });
    expect(
      await screen.findByText('This e-mail address belongs to a different account. (15017)'),
    ).toBeTruthy();
  });

  it('the coupons and orders tabs show what the app puts there, for the page’s user', async () => {
    mockApi(base);
    renderWithProviders(
      <Routes>
        <Route
          path="/admin/users/:customerId"
          element={
            <UserDetailsPage
              couponsTab={(id) => <p>{`the coupons of ${id}`}</p>}
              ordersTab={(id) => <p>{`the orders of ${id}`}</p>}
            />
          }
        />
      </Routes>,
      { route: '/admin/users/C000000001?tab=coupons' },
    );
    expect(await screen.findByText('the coupons of C000000001')).toBeTruthy();
    expect(screen.queryByText('the orders of C000000001')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('the orders of C000000001')).toBeTruthy();
    expect(screen.queryByText('the coupons of C000000001')).toBeNull();
  });

  it('shows the account’s dates in New York time with the zone, as the audit log does', async () => {
    mockApi(base);
    details('');
    // 2026-11-01T10:00Z is 5:00 AM in New York (EST), whatever the browser's zone.
    expect(await screen.findByText('November 1, 2026, 5:00 AM EST')).toBeTruthy();
  });

  it('the user tabs are a tab list, the chosen one selected', async () => {
    mockApi(base);
    details('?tab=projects');
    const list = await screen.findByRole('tablist', { name: 'User details' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Account', 'false'],
      ['Projects', 'true'],
      ['Coupons', 'false'],
      ['Orders', 'false'],
    ]);
    fireEvent.click(within(list).getByRole('tab', { name: 'Orders' }));
    expect(within(list).getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(within(list).getByRole('tab', { name: 'Projects' }).getAttribute('aria-selected')).toBe('false');
  });
});

describe('projects tab', () => {
  it('reads its type, search and order from the address; a header sorts and the default leaves the address', async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/admin/users/projects/C000000001': ok({
        totalCount: 31,
        pageNum: 1,
        recordsPerPage: 30,
        projects: [
          {
            id: 'p1',
            title: 'The Long Road',
            projectType: 'EBOOK',
            status: 'NEW',
            isbn: null,
            updatedAt: '2026-11-20T15:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(
      <>
        <Routes>
          <Route path="/admin/users/:customerId" element={<UserDetailsPage />} />
        </Routes>
        <Where />
      </>,
      { route: '/admin/users/C000000001?tab=projects&type=EBOOK&sort=title&page=0' },
    );
    const table = await screen.findByRole('table', { name: 'Projects' });
    const asked = () =>
      fetchMock.mock.calls
        .map((c) => new URL(String(c[0]), 'http://x'))
        .filter((u) => u.pathname === '/api/admin/users/projects/C000000001')
        .map((u) => Object.fromEntries(u.searchParams));
    expect(asked()[0]).toMatchObject({ projectsOption: 'EBOOK', sortOption: 'title', pageNum: '1' });
    // page=0 is not a page: the address is corrected in place.
    expect(screen.getByTestId('where').textContent).toBe(
      '/admin/users/C000000001?tab=projects&type=EBOOK&sort=title',
    );
    const title = within(table).getByRole('columnheader', { name: /Title/ });
    expect(title.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: 'Updated' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/users/C000000001?tab=projects&type=EBOOK'),
    );
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sortOption: 'updated' }));
    const pages = screen.getByRole('navigation', { name: 'Pages of Projects' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/admin/users/C000000001?tab=projects&type=EBOOK&page=2',
    );
  });
});

describe('audit log', () => {
  it('lists entries with before → after and the reason, and filters by target', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/audit-log': ok({
        totalCount: 1,
        pageNum: 1,
        recordsPerPage: 30,
        entries: [
          {
            id: 'a1',
            actorCustomerId: 'C000000009',
            actorEmail: 'admin@example.com',
            action: 'user.change-business-status',
            targetType: 'user',
            targetId: 'C000000001',
            before: { businessStatus: 'Active' },
            after: { businessStatus: 'OnHold' },
            reason: 'Royalty dispute',
            at: '2026-11-24T10:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(<AuditLogPage />, { route: '/admin/audit-log?targetId=C000000001' });
    expect(await screen.findByText('businessStatus: Active → OnHold')).toBeTruthy();
    expect(screen.getByText('Royalty dispute')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/admin/audit-log')).toBe(true));
    expect((screen.getByLabelText(/Target ID/) as HTMLInputElement).value).toBe('C000000001');
  });

  it('the action filter and column say each action in words, vendor reviews included', async () => {
    mockApi({
      ...base,
      'GET /api/admin/audit-log': ok({
        totalCount: 1,
        pageNum: 1,
        recordsPerPage: 30,
        entries: [
          {
            id: 'a2',
            actorCustomerId: 'C000000009',
            actorEmail: 'admin@example.com',
            action: 'vendor.review',
            targetType: 'vendor',
            targetId: 'V1000001',
            before: { status: 'Pending' },
            after: { status: 'Active' },
            reason: null,
            at: '2026-11-24T10:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(<AuditLogPage />, { route: '/admin/audit-log?action=vendor.review' });
    const filter = (await screen.findByLabelText('Action')) as HTMLSelectElement;
    const options = [...filter.options].map((o) => [o.value, o.textContent]);
    expect(options).toEqual(
      expect.arrayContaining([
        ['vendor.review', 'Vendor account reviewed'],
        ['vendor.tax-form-upload', 'Tax form uploaded'],
        ['vendor.tax-form-enable', 'Tax form put on file'],
        ['user.deactivate', 'Account deactivated'],
      ]),
    );
    // No option shows a raw code.
    expect(options.filter(([, label]) => /^[a-z]+\.[\w-]+$/.test(label ?? ''))).toEqual([]);
    expect(filter.value).toBe('vendor.review');
    expect(await screen.findByRole('rowheader', { name: 'Vendor account reviewed' })).toBeTruthy();
  });
});
