import { errorDefinition, COUPON_MESSAGES as M } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../components/toasts';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { Coupon } from './api/coupons';
import CreateCouponPage from './routes/CreateCouponPage';
import {
  AUTHOR,
  coupon,
  day,
  hit,
  MOON,
  MOON_EAN,
  PUBLISHER,
  resetApi,
  SPECS,
  sent,
  signedIn,
  TIDES,
  TIDES_EAN,
  Where,
} from './test-fixtures';

vi.mock('../../components/toasts', async (original) => ({
  ...(await original<typeof import('../../components/toasts')>()),
  showToast: vi.fn(() => true),
}));

type Routes_ = Parameters<typeof mockApi>[0];

function setup(extra: Routes_ = {}, route = '/projects/coupon', user = AUTHOR) {
  const mock = mockApi({
    ...signedIn(user),
    'GET /api/project/coupon-specs': ok(SPECS),
    'GET /api/search/project-coupons/all/me/Moon': ok({ results: [MOON] }),
    [`GET /api/search/project-coupons/isbn/me/${TIDES_EAN}`]: ok({ results: [TIDES] }),
    'GET /api/search/project-coupons/isbn/me/9780000000033': ok({ results: [] }),
    'POST /api/project/coupon/submitCoupon': (body) =>
      ok({ coupon: coupon({ status: 'SCHEDULED', ...((body as { coupon: object }).coupon as object) }) }),
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/projects/coupon"
        element={
          <>
            <CreateCouponPage />
            <Where />
          </>
        }
      />
      <Route path="/projects/coupon/coupon-summary" element={<Where />} />
      <Route path="/projects/coupon/bn-promo" element={<Where />} />
    </Routes>,
    { route },
  );
  return { ...mock, user: userEvent.setup() };
}

const submits = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === 'POST /api/project/coupon/submitCoupon').map((c) => c.body);

async function addMoon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Add an on sale eBook/ }), 'Moon');
  await user.click(await screen.findByRole('option', { name: `Moonlight (${MOON_EAN})` }));
  await screen.findByRole('button', { name: `Remove Moonlight (${MOON_EAN})` });
}

/** The quote table's row of a title, its cells' text. */
function quoteRow(title: string): string[] {
  const table = screen.getByRole('table', { name: 'Prices and royalties with this coupon' });
  const row = within(table).getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(resetApi);

describe('the coupon form', () => {
  it("shows each title's reader price and royalties as the percent is typed, and warns on a lower band", async () => {
    const { user } = setup();
    await screen.findByRole('textbox', { name: /Coupon code/ });
    expect(screen.getByText(M.codeHint)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Percent off/ })).toHaveProperty('checked', true);
    await addMoon(user);
    // A pasted EAN is looked up and added.
    await user.click(screen.getByRole('combobox', { name: /Add an on sale eBook/ }));
    await user.paste(TIDES_EAN);
    await screen.findByRole('button', { name: `Remove Tides (${TIDES_EAN})` });

    expect(screen.getByText('Enter the percent off to see what readers pay and what you earn.')).toBeTruthy();
    const percent = screen.getByRole('textbox', { name: /Percent off/ });
    await user.type(percent, '10');
    expect(quoteRow('Moonlight')).toEqual(['$4.99', '$4.49', '$3.24 (65%)', '$2.92 (65%)']);
    expect(quoteRow('Tides')).toEqual(['$12.99', '$11.69', '$5.20 (40%)', '$4.68 (40%)']);
    expect(screen.queryByText(/lower royalty band/)).toBeNull();

    await user.clear(percent);
    await user.type(percent, '5x0');
    expect(percent).toHaveProperty('value', '50');
    expect(quoteRow('Moonlight')).toEqual(['$4.99', '$2.50', '$3.24 (65%)', '$1.00 (40%)']);
    expect(screen.getByText(`Moonlight: ${M.lowerBand('40')}`)).toBeTruthy();
    // Tides at half price moves into a higher band: no warning for it.
    expect(screen.queryByText(/^Tides: /)).toBeNull();

    // The BOGO kinds show the second copy's price and the pair's.
    await user.click(screen.getByRole('radio', { name: /Buy one, get one at a percent off/ }));
    expect(
      within(screen.getByRole('table', { name: 'Prices and royalties with this coupon' })).getByRole(
        'columnheader',
        { name: 'Price of the pair' },
      ),
    ).toBeTruthy();
    expect(quoteRow('Moonlight')).toEqual(['$4.99', '$2.50', '$7.49', '$3.24 (65%)', '$1.00 (40%)']);
    await user.click(screen.getByRole('radio', { name: /Buy one, get one free/ }));
    expect(screen.queryByRole('textbox', { name: /Percent off/ })).toBeNull();
    expect(quoteRow('Tides')).toEqual(['$12.99', '$0.00', '$12.99', '$5.20 (40%)', '$0.00 (0%)']);
  });

  it('offers only on-sale eBooks: an off-sale one is neither suggested nor added from its EAN', async () => {
    const OFF_EAN = '9780000000040';
    const off = hit('p9', 'Moonfall', OFF_EAN, '3.99', false);
    const { user } = setup({
      'GET /api/search/project-coupons/all/me/Moon': ok({ results: [MOON, off] }),
      [`GET /api/search/project-coupons/isbn/me/${OFF_EAN}`]: ok({ results: [off] }),
    });
    const box = await screen.findByRole('combobox', { name: /Add an on sale eBook/ });
    await user.type(box, 'Moon');
    await screen.findByRole('option', { name: `Moonlight (${MOON_EAN})` });
    expect(screen.queryByRole('option', { name: `Moonfall (${OFF_EAN})` })).toBeNull();
    await user.clear(box);
    await user.paste(OFF_EAN);
    expect(await screen.findByText(errorDefinition('32006').message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Remove Moonfall (${OFF_EAN})` })).toBeNull();
  });

  it('says what is wrong with a coupon code as it is typed, and sends nothing while the form is wrong', async () => {
    const { calls, user } = setup();
    const code = await screen.findByRole('textbox', { name: /Coupon code/ });
    await user.type(code, 'SPRING SALE');
    await user.tab();
    const spaces = await screen.findByText('Coupon code may not contain spaces.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toContain(spaces.id);
    await user.clear(code);
    await user.type(code, 'ABC1');
    await user.tab();
    expect(await screen.findByText('Your coupon code must be 7 to 15 alphanumeric characters.')).toBeTruthy();

    // An EAN none of the author's eBooks has stays in the box with the spec's words.
    const search = screen.getByRole('combobox', { name: /Add an on sale eBook/ });
    await user.type(search, '9780000000033{Enter}');
    expect(await screen.findByText(errorDefinition('32006').message)).toBeTruthy();
    expect(search).toHaveProperty('value', '9780000000033');

    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Please enter the start date.')).toBeTruthy();
    expect(screen.getByText(M.percentRequired)).toBeTruthy();
    expect(submits(calls)).toEqual([]);
  });

  it("puts the server's field errors on their fields in the spec's words, keeps what was typed, then saves", async () => {
    let answer = 0;
    const { calls, user } = setup({
      'POST /api/project/coupon/submitCoupon': (body) =>
        answer++ === 0
          ? fail(
              409,
              {
                code: '32000',
                field: 'couponCode',
                description: 'Sorry, this coupon code is already in use.',
              },
              {
                code: '32003',
                field: 'startDate',
                description: 'The start date must be before the end date.',
              },
              { code: '32007', field: 'eanList', description: 'eanList|not yours' },
            )
          : ok({ coupon: coupon({ ...((body as { coupon: Partial<Coupon> }).coupon as object) }) }),
    });
    await user.type(await screen.findByRole('textbox', { name: /Coupon code/ }), 'SPRING2027');
    await user.type(screen.getByRole('textbox', { name: /Percent off/ }), '25');
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: day(2) } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: day(12) } });
    await addMoon(user);
    await user.type(screen.getByRole('textbox', { name: /Redemption limit/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Campaign label/ }), 'Newsletter');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));

    const inUse = await screen.findByText('Sorry, this coupon code is already in use.');
    const code = screen.getByRole('textbox', { name: /Coupon code/ });
    expect(code.getAttribute('aria-describedby')).toContain(inUse.id);
    const startError = screen.getByText('The start date must be before the end date.');
    expect(screen.getByLabelText(/^Start date/).getAttribute('aria-describedby')).toContain(startError.id);
    const eanError = screen.getByText('Please enter a valid on sale eBook EAN or one that belongs to you.');
    expect(
      screen.getByRole('combobox', { name: /Add an on sale eBook/ }).getAttribute('aria-describedby'),
    ).toContain(eanError.id);
    // Nothing typed is lost.
    expect(code).toHaveProperty('value', 'SPRING2027');
    expect(screen.getByRole('textbox', { name: /Percent off/ })).toHaveProperty('value', '25');
    expect(screen.getByLabelText(/^Start date/)).toHaveProperty('value', day(2));
    expect(screen.getByRole('button', { name: `Remove Moonlight (${MOON_EAN})` })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Campaign label/ })).toHaveProperty('value', 'Newsletter');
    expect(screen.getByTestId('where').textContent).toBe('/projects/coupon');

    await user.clear(code);
    await user.type(code, 'SPRING2028');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/projects/coupon/coupon-summary?status=SCHEDULED',
      ),
    );
    expect(submits(calls).at(-1)).toEqual({
      coupon: {
        couponCode: 'SPRING2028',
        promoKind: 'X_PERCENT_OFF_COUPON',
        percentOff: 25,
        startDate: sent(2),
        endDate: sent(12),
        eanList: [MOON_EAN],
        redemptionLimit: 500,
        campaignLabel: 'Newsletter',
      },
      couponIdAvailable: false,
    });
    expect(showToast).toHaveBeenCalledWith({ message: M.created, duration: 9000, tone: 'success' });
  });

  it('loads a scheduled coupon of ?id= and sends it back with its id', async () => {
    const { calls, user } = setup(
      { 'GET /api/project/coupon': ok({ coupon: coupon() }) },
      '/projects/coupon?id=c1',
    );
    const code = await screen.findByRole('textbox', { name: /Coupon code/ });
    expect(code).toHaveProperty('value', 'SPRING2027');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Coupon' })).toBeTruthy();
    expect(screen.getByLabelText(/^Start date/)).toHaveProperty('value', day(5));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(submits(calls)[0]).toEqual({
      coupon: {
        id: 'c1',
        couponCode: 'SPRING2027',
        promoKind: 'X_PERCENT_OFF_COUPON',
        percentOff: 25,
        startDate: sent(5),
        endDate: sent(20),
        eanList: [MOON_EAN],
        redemptionLimit: 100,
        campaignLabel: 'Newsletter',
      },
      couponIdAvailable: true,
    });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: M.updated })),
    );
  });

  it('a running coupon shows only its end date (earlier) and label, with a note', async () => {
    const running = coupon({ status: 'ACTIVE', startDate: sent(-3), redemptions: 12 });
    const { calls, user } = setup(
      {
        'GET /api/project/coupon': ok({ coupon: running }),
        'POST /api/project/coupon/submitCoupon': ok({ coupon: running }),
      },
      '/projects/coupon?id=c1',
    );
    expect(await screen.findByText(errorDefinition('COUPON_RUNNING').message)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Coupon code/ })).toBeNull();
    expect(screen.queryByLabelText(/^Start date/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Percent off/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Redemption limit/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Add an on sale eBook/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByText('SPRING2027')).toBeTruthy();
    expect(screen.getByText('12 of 100')).toBeTruthy();

    const end = screen.getByLabelText(/^End date/);
    fireEvent.change(end, { target: { value: day(25) } });
    fireEvent.blur(end);
    expect(await screen.findByText('That end date is invalid.')).toBeTruthy();
    fireEvent.change(end, { target: { value: day(10) } });
    await user.clear(screen.getByRole('textbox', { name: /Campaign label/ }));
    await user.type(screen.getByRole('textbox', { name: /Campaign label/ }), 'Spring list');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(submits(calls)[0]).toMatchObject({
      coupon: { id: 'c1', endDate: sent(10), startDate: sent(-3), campaignLabel: 'Spring list' },
      couponIdAvailable: true,
    });
  });

  it('an ended coupon is read-only', async () => {
    setup(
      { 'GET /api/project/coupon': ok({ coupon: coupon({ status: 'EXPIRED', endedEarly: true }) }) },
      '/projects/coupon?id=c1',
    );
    expect(await screen.findByText(errorDefinition('COUPON_ENDED').message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupon' })).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the coupon summary' })).toBeTruthy();
  });
});

describe('the coupon page', () => {
  it("step 1's Create Coupons tab is chosen; the promotions tabs go to the nomination page", async () => {
    const { user } = setup({}, '/projects/coupon', PUBLISHER);
    const tabs = await screen.findByRole('tablist', { name: 'Promotion types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => [t.textContent, t.getAttribute('aria-selected')]),
    ).toEqual([
      ['Create Coupons', 'true'],
      ['Monthly Promotions', 'false'],
      ['Standard Promotions', 'false'],
    ]);
    await user.click(within(tabs).getByRole('tab', { name: 'Monthly Promotions' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/projects/coupon/bn-promo'));
  });

  it('without merchandising only Create Coupons is offered', async () => {
    setup();
    const tabs = await screen.findByRole('tablist', { name: 'Promotion types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Create Coupons']);
  });

  it('an account without eBook coupons is told so; an administrator is sent to the back office', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: { ...AUTHOR, permissions: ['MERCHANDISING'] } }),
    });
    const view = renderWithProviders(<CreateCouponPage />, { route: '/projects/coupon' });
    expect(await screen.findByText(/eBook coupons are not available for your account/)).toBeTruthy();
    expect(calls.some((c) => c.key.includes('coupon'))).toBe(false);
    view.unmount();
    resetApi();

    const admin = mockApi({
      'GET /api/authentication/session': ok({ user: { ...AUTHOR, permissions: ['ADMIN_PERMISSION'] } }),
    });
    renderWithProviders(<CreateCouponPage />, { route: '/projects/coupon' });
    expect(await screen.findByText(/Administrators see an author's coupons in the back office/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the back office' }).getAttribute('href')).toBe(
      '/admin/users',
    );
    expect(screen.queryByRole('tab', { name: 'Create Coupons' })).toBeNull();
    expect(admin.calls.some((c) => c.key.includes('coupon'))).toBe(false);
  });
});
