import { addDays, freeFridayWindow, PROMO_MESSAGES as M, sendDayOf } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../components/toasts';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { PromoDefinition } from './api/nomination';
import NominationPage from './routes/NominationPage';
import {
  ADMIN,
  DAILY,
  promoDefinition as definition,
  MERCHANT,
  MOON,
  promoRequest as request,
  sent,
  signedIn,
  submits,
  today,
  Where,
} from './test-fixtures';

vi.mock('../../components/toasts', async (original) => ({
  ...(await original<typeof import('../../components/toasts')>()),
  showToast: vi.fn(() => true),
}));

const UNDER = definition({});
const FRIDAY = definition({
  id: 'd3',
  mercPromoType: 'NOOK_FREE_FRIDAY',
  merchPromoName: 'NOOK Free Friday',
  kind: 'STANDARD',
  submitBy: null,
  start: null,
  end: null,
  promoStartDisplayDate: null,
  promoEndDisplayDate: null,
  copy: 'Free for a weekend.',
});

type Routes_ = Parameters<typeof mockApi>[0];

function setup(chosen: PromoDefinition, extra: Routes_ = {}, route = '/projects/coupon/bn-promo') {
  const mock = mockApi({
    ...signedIn(MERCHANT),
    'GET /api/project/promotion': ok({ promotions: [UNDER, DAILY, FRIDAY] }),
    'GET /api/project/promo-rules': ok({ promotion: chosen }),
    'GET /api/project/promo-titles': ok({ titles: [MOON] }),
    'POST /api/project/submit-promo': (body) => ok({ promo: { ...request(), ...(body as object) } }),
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/projects/coupon/bn-promo"
        element={
          <>
            <NominationPage />
            <Where />
          </>
        }
      />
      <Route path="/projects/coupon/bn-promo-summary" element={<Where />} />
    </Routes>,
    { route },
  );
  return { ...mock, user: userEvent.setup() };
}

async function chooseMoon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Search by Title or ISBN/ }), 'Moon');
  await user.click(await screen.findByRole('option', { name: `Moonlight (${MOON.ean})` }));
  await screen.findByRole('button', { name: `Remove Moonlight (${MOON.ean})` });
}

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
  api.configure({ showErrorDialog: () => undefined });
});

describe('nomination page', () => {
  it('lists the monthly promotions, and a valid Under $2.99 nomination is sent, toasted and listed', async () => {
    const { calls, user } = setup(UNDER);
    const card = (await screen.findByRole('heading', { name: 'eBooks Under $2.99' })).closest('article');
    expect(card).toBeTruthy();
    const c = within(card as HTMLElement);
    expect(
      c.getByText(
        `Submit by: ${new Date(`${addDays(today(), 10)}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' })}`,
      ),
    ).toBeTruthy();
    expect(c.getByText(/^Promotion Dates: /)).toBeTruthy();
    // The description's markup is kept within the allowed tags; scripts and images are gone.
    expect(c.getByText('deals').tagName).toBe('B');
    expect((card as HTMLElement).querySelector('script, img')).toBeNull();
    // Standard promotions are on their own tab.
    expect(screen.queryByRole('heading', { name: 'NOOK Daily Find' })).toBeNull();

    await user.click(c.getByRole('button', { name: 'Choose Promotion: eBooks Under $2.99' }));
    expect(await screen.findByText('Selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Promotion' })).toBeTruthy();
    expect(await screen.findByText('Price between $0.99 and $2.99')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promotion guide' }).getAttribute('href')).toBe(
      'https://example.com/guide',
    );
    expect(screen.getByRole('group', { name: '3. Select Book' })).toBeTruthy();
    expect(screen.getByText(M.selectBook)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Book Title' })).toHaveProperty('checked', true);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);

    await chooseMoon(user);
    expect(screen.getByRole('textbox', { name: 'Regular Price' })).toHaveProperty('value', '$4.99');
    const price = screen.getByRole('textbox', { name: /Promo Price/ });
    await user.type(price, '1.5');
    await user.tab();
    expect(price).toHaveProperty('value', '1.50');
    expect(screen.getByText(M.priceNote)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Start Date @ 12:00 AM ET/), {
      target: { value: addDays(today(), 2) },
    });
    fireEvent.change(screen.getByLabelText(/^End Date @ 2:59 AM ET/), {
      target: { value: addDays(today(), 12) },
    });
    const details = screen.getByRole('textbox', { name: M.additionalDetailsLabel });
    await user.type(details, '  Bestseller ');
    expect(details).toHaveProperty('value', 'Bestseller ');
    expect(screen.getByText('189 characters remaining')).toBeTruthy();
    await user.tab();
    expect(details).toHaveProperty('value', 'Bestseller');

    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/projects/coupon/bn-promo-summary'),
    );
    expect(submits(calls)).toEqual([
      {
        definitionId: 'd1',
        mercPromoType: 'UNDER_2_99',
        merchPromoName: 'eBooks Under $2.99',
        ean: MOON.ean,
        promoPrice: '1.50',
        regularPrice: '4.99',
        startDate: sendDayOf(addDays(today(), 2)),
        endDate: sendDayOf(addDays(today(), 12)),
        flexDate: false,
        additionalComments: 'Bestseller',
        inputMode: 'TITLE',
      },
    ]);
    expect(showToast).toHaveBeenCalledWith({ message: M.submitted, duration: 9000, tone: 'success' });
  });

  it('says the price rule of the type for a wrong promo price, and Submit stays off', async () => {
    const { user } = setup(UNDER);
    await user.click(await screen.findByRole('button', { name: 'Choose Promotion: eBooks Under $2.99' }));
    await screen.findByText('One eBook per nomination');
    await chooseMoon(user);
    const price = screen.getByRole('textbox', { name: /Promo Price/ });
    await user.type(price, '3.5');
    await user.tab();
    expect(await screen.findByText(M.under299)).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toContain(screen.getByText(M.under299).id);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    // Removing the eBook clears both prices.
    await user.click(screen.getByRole('button', { name: `Remove Moonlight (${MOON.ean})` }));
    expect(price).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Regular Price' })).toHaveProperty('value', '');
  });

  it('a Daily Find starts flexible (no dates sent); a date range asks for both days', async () => {
    const { calls, user } = setup(DAILY);
    await screen.findByRole('heading', { name: 'eBooks Under $2.99' });
    await user.click(screen.getByRole('tab', { name: 'Standard Promotions' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Promotion: NOOK Daily Find' }));
    const flexible = await screen.findByRole('radio', { name: 'Flexible on date' });
    expect(flexible).toHaveProperty('checked', true);
    expect(screen.getByText(M.flexibleAdvice)).toBeTruthy();
    expect(screen.queryByLabelText(/^Start Date/)).toBeNull();
    expect(screen.getByRole('group', { name: '5. Preferred Date' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '6. Additional Details' })).toBeTruthy();

    await chooseMoon(user);
    const price = screen.getByRole('textbox', { name: /Promo Price/ });
    await user.type(price, '2.6');
    await user.tab();
    expect(await screen.findByText(M.halfOff)).toBeTruthy();
    await user.clear(price);
    await user.type(price, '1.99');
    await user.tab();

    await user.click(screen.getByRole('radio', { name: 'Date Range' }));
    expect(screen.getByText(M.rangeAdvice)).toBeTruthy();
    const start = screen.getByLabelText(/^Start Date/);
    const end = screen.getByLabelText(/^End Date/);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    fireEvent.change(start, { target: { value: addDays(today(), 3) } });
    // An end on or before the start is cleared.
    fireEvent.change(end, { target: { value: addDays(today(), 3) } });
    expect(end).toHaveProperty('value', '');
    fireEvent.change(end, { target: { value: addDays(today(), 5) } });
    // A start before tomorrow is cleared.
    fireEvent.change(start, { target: { value: today() } });
    expect(start).toHaveProperty('value', '');
    fireEvent.change(start, { target: { value: addDays(today(), 3) } });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);

    await user.click(flexible);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    const sentPromo = submits(calls)[0] as Record<string, unknown>;
    expect(sentPromo).toMatchObject({ mercPromoType: 'NOOK_DAILY_FIND', flexDate: true, promoPrice: '1.99' });
    expect(sentPromo).not.toHaveProperty('startDate');
    expect(sentPromo).not.toHaveProperty('endDate');
  });

  it('a free Friday refuses a day that is not a Friday', async () => {
    const { user } = setup(FRIDAY);
    await screen.findByRole('heading', { name: 'eBooks Under $2.99' });
    await user.click(screen.getByRole('tab', { name: 'Standard Promotions' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Promotion: NOOK Free Friday' }));
    await screen.findByRole('group', { name: '4. Preferred Weekend' });
    expect(screen.queryByRole('textbox', { name: /Promo Price/ })).toBeNull();
    await chooseMoon(user);
    await user.click(screen.getByRole('radio', { name: 'Specific weekend' }));
    const friday = screen.getByLabelText(/^Friday of the weekend/);
    const { first } = freeFridayWindow(new Date());
    expect(friday.getAttribute('min')).toBe(first);
    expect(friday.getAttribute('step')).toBe('7');
    fireEvent.change(friday, { target: { value: addDays(first, 1) } });
    fireEvent.blur(friday);
    expect(await screen.findByText(M.dayOfWeek)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    fireEvent.change(friday, { target: { value: first } });
    await waitFor(() => expect(screen.queryByText(M.dayOfWeek)).toBeNull());
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('editing loads the request of ?id, selects its tab and sends its id', async () => {
    const { calls, user } = setup(
      DAILY,
      { 'GET /api/project/promos/r1': ok({ promo: request() }) },
      '/projects/coupon/bn-promo?id=r1',
    );
    const tab = await screen.findByRole('tab', { name: 'Standard Promotions' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Selected')).toBeTruthy();
    expect(screen.getByText(/^We will review this request by /)).toBeTruthy();
    expect(await screen.findByRole('button', { name: `Remove Moonlight (${MOON.ean})` })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Date Range' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/^Start Date/)).toHaveProperty('value', addDays(today(), 5));
    expect(screen.getByRole('textbox', { name: M.additionalDetailsLabel })).toHaveProperty(
      'value',
      'Loved by readers',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(submits(calls)[0]).toMatchObject({
      id: 'r1',
      definitionId: 'd2',
      startDate: sent(5),
      endDate: sent(9),
      flexDate: false,
      promoPrice: '1.99',
    });
  });

  it('moving a request to another promotion keeps its id and title; the new type asks its own price and dates', async () => {
    let rulesCalls = 0;
    const { calls, user } = setup(
      DAILY,
      {
        'GET /api/project/promos/r1': ok({ promo: request() }),
        'GET /api/project/promo-rules': () => ok({ promotion: rulesCalls++ === 0 ? DAILY : UNDER }),
      },
      '/projects/coupon/bn-promo?id=r1',
    );
    expect(await screen.findByRole('button', { name: `Remove Moonlight (${MOON.ean})` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change Promotion' }));
    await user.click(await screen.findByRole('tab', { name: 'Monthly Promotions' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Promotion: eBooks Under $2.99' }));
    await screen.findByText('One eBook per nomination');
    expect(await screen.findByRole('button', { name: `Remove Moonlight (${MOON.ean})` })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Promo Price/ })).toHaveProperty('value', '');
    await user.type(screen.getByRole('textbox', { name: /Promo Price/ }), '0.99');
    fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: addDays(today(), 2) } });
    fireEvent.change(screen.getByLabelText(/^End Date/), { target: { value: addDays(today(), 10) } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(submits(calls)[0]).toMatchObject({
      id: 'r1',
      definitionId: 'd1',
      mercPromoType: 'UNDER_2_99',
      promoPrice: '0.99',
      ean: MOON.ean,
    });
  });

  it('shows a server field error on its field, the text after the pipe', async () => {
    const { user } = setup(UNDER, {
      'POST /api/project/submit-promo': fail(400, {
        code: 'VALIDATION',
        field: 'promoPrice',
        description: 'promoPrice|Maximum Promo Price is $1.00',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Promotion: eBooks Under $2.99' }));
    await screen.findByText('One eBook per nomination');
    await chooseMoon(user);
    await user.type(screen.getByRole('textbox', { name: /Promo Price/ }), '1.99');
    fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: addDays(today(), 2) } });
    fireEvent.change(screen.getByLabelText(/^End Date/), { target: { value: addDays(today(), 10) } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('Maximum Promo Price is $1.00');
    expect(screen.getByRole('textbox', { name: /Promo Price/ }).getAttribute('aria-describedby')).toContain(
      message.id,
    );
    expect(screen.getByTestId('where').textContent).toBe('/projects/coupon/bn-promo');
  });

  it('takes an EAN of digits on Enter, says when no eBook has it, and Cancel clears the form', async () => {
    const { user } = setup(UNDER);
    await user.click(await screen.findByRole('button', { name: 'Choose Promotion: eBooks Under $2.99' }));
    await screen.findByText('One eBook per nomination');
    await user.click(screen.getByRole('radio', { name: 'EAN' }));
    const ean = screen.getByRole('textbox', { name: /^EAN/ });
    expect(ean.getAttribute('maxlength')).toBe('13');
    await user.type(ean, 'x97800{Enter}');
    expect(ean).toHaveProperty('value', '97800');
    expect(await screen.findByText(M.eanInvalid)).toBeTruthy();
    await user.clear(ean);
    await user.type(ean, `${MOON.ean}{Enter}`);
    await screen.findByRole('button', { name: `Remove Moonlight (${MOON.ean})` });
    expect(screen.queryByText(M.eanInvalid)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: M.additionalDetailsLabel }), 'Notes');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: `Remove Moonlight (${MOON.ean})` })).toBeNull();
    expect(screen.getByRole('textbox', { name: M.additionalDetailsLabel })).toHaveProperty('value', '');
    expect(screen.getByRole('radio', { name: 'Book Title' })).toHaveProperty('checked', true);
  });

  it('step 1 offers Create Coupons, opening the coupon form, to publishers with eBook coupons only', async () => {
    const tabsOf = async () =>
      within(await screen.findByRole('tablist', { name: 'Promotion types' }))
        .getAllByRole('tab')
        .map((t) => t.textContent);
    const render = (user: typeof MERCHANT) => {
      mockApi({
        ...signedIn(user),
        'GET /api/project/promotion': ok({ promotions: [UNDER, DAILY] }),
      });
      return renderWithProviders(
        <Routes>
          <Route path="/projects/coupon/bn-promo" element={<NominationPage />} />
          <Route path="/projects/coupon" element={<Where />} />
        </Routes>,
        { route: '/projects/coupon/bn-promo' },
      );
    };

    const publisher = render({ ...MERCHANT, permissions: ['MERCHANDISING', 'EBOOK_COUPONS'] });
    expect(await tabsOf()).toEqual(['Create Coupons', 'Monthly Promotions', 'Standard Promotions']);
    expect(screen.getByRole('tab', { name: 'Monthly Promotions' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Create Coupons' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/projects/coupon'));
    publisher.unmount();
    vi.unstubAllGlobals();

    // Administrators never see it; nor does a publisher whose account has no eBook coupons.
    const admin = render(ADMIN);
    expect(await tabsOf()).toEqual(['Monthly Promotions', 'Standard Promotions']);
    admin.unmount();
    vi.unstubAllGlobals();
    render(MERCHANT);
    expect(await tabsOf()).toEqual(['Monthly Promotions', 'Standard Promotions']);
  });

  it('tells an account without merchandising that the page is not available', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: { ...MERCHANT, permissions: [] } }),
    });
    renderWithProviders(<NominationPage />, { route: '/projects/coupon/bn-promo' });
    expect(
      await screen.findByText(/Merchandising promotions are not available for your account/),
    ).toBeTruthy();
    expect(calls.some((c) => c.key.includes('promotion'))).toBe(false);
  });
});
