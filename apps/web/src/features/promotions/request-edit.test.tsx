import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../components/toasts';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { PromoDefinition, PromoTitleRecord } from './api/nomination';
import type { RequestItem } from './api/requests';
import { PromoRequestList } from './components/requests/PromoRequestList';
import AdminPromoRequestsPage from './routes/AdminPromoRequestsPage';
import {
  ADMIN,
  DAILY as DAILY_FIND,
  MOON as MOONLIGHT,
  promoRequest,
  resetApi,
  sent,
  signedIn,
  submits,
  Where,
} from './test-fixtures';

vi.mock('../../components/toasts', async (original) => ({
  ...(await original<typeof import('../../components/toasts')>()),
  showToast: vi.fn(() => true),
}));

/** The daily find as this list's edit loads it: one rule, comments its only field. */
const DAILY: PromoDefinition = {
  ...DAILY_FIND,
  rules: 'One eBook per nomination',
  links: '',
  fields: [{ name: 'additionalComments', type: 'TEXT', min: null, max: '200' }],
  nominations: 1,
};

/** Moonlight has a request already: only the edit of that request may keep it. */
const MOON: PromoTitleRecord = { ...MOONLIGHT, allowedForMerchPromo: 'false' };

const REQUEST: RequestItem = promoRequest({ author: 'Pat Publisher', vendorNumber: 'V1' });

function setup(route = '/admin/promotions/requests?page=2') {
  const mock = mockApi({
    ...signedIn(ADMIN),
    'GET /api/project/promos': ok({ promos: [REQUEST], numberOfRecords: 25, undoSeconds: 15 }),
    'GET /api/project/promo-filters': ok({ filters: [] }),
    'GET /api/project/promos/r1': ok({ promo: REQUEST }),
    'GET /api/project/promotion': ok({ promotions: [DAILY] }),
    'GET /api/project/promo-rules': ok({ promotion: DAILY }),
    'GET /api/project/promo-titles': ok({ titles: [MOON] }),
    'POST /api/project/submit-promo': (body) =>
      ok({ promo: { ...REQUEST, ...(body as { promo: object }).promo } }),
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/admin/promotions/requests"
        element={
          <>
            <AdminPromoRequestsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { ...mock, user: userEvent.setup() };
}

const listLoads = (calls: { key: string }[]) =>
  calls.filter((c) => c.key === 'GET /api/project/promos').length;
async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  const pencil = await screen.findByRole('button', { name: 'Edit the request for Moonlight' });
  expect(pencil.getAttribute('aria-haspopup')).toBe('dialog');
  await user.click(pencil);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Nomination' });
  // The request's title is loaded into the form.
  await within(dialog).findByRole('button', { name: `Remove Moonlight (${MOON.ean})` });
  return dialog;
}

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(resetApi);

describe('the administrators’ edit of a pending request', () => {
  it('opens the request in a modal; saving sends its id and vendor number, closes, toasts and reloads the page', async () => {
    const { calls, fetchMock, user } = setup();
    const dialog = await openEdit(user);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const d = within(dialog);
    expect(d.getByText('Selected')).toBeTruthy();
    expect(d.getByRole('radio', { name: 'Date Range' })).toHaveProperty('checked', true);
    expect(d.getByRole('textbox', { name: /Promo Price/ })).toHaveProperty('value', '1.99');
    expect(d.getByRole('button', { name: 'Close' })).toBeTruthy();
    // The titles asked for are the request's publisher's.
    const titles = fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://localhost'))
      .find((u) => u.pathname === '/api/project/promo-titles');
    expect(titles?.searchParams.get('vendorNumber')).toBe('V1');
    const loadsBefore = listLoads(calls);

    await user.clear(d.getByRole('textbox', { name: /Promo Price/ }));
    await user.type(d.getByRole('textbox', { name: /Promo Price/ }), '1.49');
    await user.click(d.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(submits(calls)[0]).toMatchObject({
      id: 'r1',
      vendorNumber: 'V1',
      definitionId: 'd2',
      mercPromoType: 'NOOK_DAILY_FIND',
      ean: MOON.ean,
      promoPrice: '1.49',
      startDate: sent(5),
      endDate: sent(9),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Nomination' })).toBeNull());
    expect(showToast).toHaveBeenCalledWith({
      message: 'The nomination was saved.',
      duration: 9000,
      tone: 'success',
    });
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loadsBefore));
    // The same page of the same tab.
    expect(screen.getByTestId('where').textContent).toBe('/admin/promotions/requests?page=2');
    expect(screen.getByRole('button', { name: 'Edit the request for Moonlight' })).toBeTruthy();
  });

  it('Cancel and the close button close the modal without sending anything', async () => {
    const { calls, user } = setup('/admin/promotions/requests');
    let dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Nomination' })).toBeNull());

    dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Nomination' })).toBeNull());

    dialog = await openEdit(user);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Nomination' })).toBeNull());

    expect(submits(calls)).toEqual([]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('the pencil is on the pending tab only', async () => {
    const { user } = setup('/admin/promotions/requests');
    await screen.findByRole('button', { name: 'Edit the request for Moonlight' });
    await user.click(screen.getByRole('tab', { name: 'Accepted' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Accepted' }).getAttribute('aria-selected')).toBe('true'),
    );
    // The mock answers the same pending row on every tab; off the pending tab it has no pencil.
    await screen.findByRole('button', { name: 'Moonlight' });
    expect(screen.queryByRole('button', { name: 'Edit the request for Moonlight' })).toBeNull();
  });
});

describe('the publisher’s edit', () => {
  it('is still a link to the nomination page', async () => {
    mockApi({
      'GET /api/project/promos': ok({ promos: [REQUEST], numberOfRecords: 1, undoSeconds: 15 }),
    });
    renderWithProviders(<PromoRequestList mode="publisher" />, {
      route: '/projects/coupon/bn-promo-summary',
    });
    const edit = await screen.findByRole('link', { name: 'Edit the request for Moonlight' });
    expect(edit.getAttribute('href')).toBe('/projects/coupon/bn-promo?id=r1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
