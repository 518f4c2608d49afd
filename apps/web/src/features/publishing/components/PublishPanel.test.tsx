import type { Project } from '@quire/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectKey } from '../../../lib/project-query';
import { fail, mockApi, ok } from '../../../test/fetch-mock';
import { makeProject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PublishPanel } from './PublishPanel';

const ready = (overrides: Partial<Project> = {}): Project =>
  makeProject({
    id: 'p1',
    status: 'EDITING',
    allowedToPutOnSale: true,
    title: 'Tide Tables',
    description: '<p>The sea.</p>',
    listPrice: '4.99',
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    categories: [{ categoryId: 'c1', categoryCrumbs: 'Fiction', bisac: 'FIC000000' }],
    interiorPreFlightCheckStatus: 'SUCCESSFUL',
    interiorApproved: true,
    coverType: 'full',
    coverFullPreFlightCheckStatus: 'SUCCESSFUL',
    coverFullApproved: true,
    ...overrides,
  });

const notReady = (step: string, message: string) => ({ code: 'PUBLISH_NOT_READY', step, message });
const vendorItem = { code: '1003', step: 'vendor', message: 'Your vendor account is not active.' };
const readyToGo = { 'GET /api/project/p1/readiness': ok([]) };

afterEach(() => vi.unstubAllGlobals());

describe('PublishPanel', () => {
  it('lists what keeps a book from going on sale, each with a link to the step that fixes it', async () => {
    const incomplete = ready({ listPrice: null, interiorApproved: false });
    mockApi({
      'GET /api/project/p1': ok(incomplete),
      'GET /api/project/p1/readiness': ok([
        notReady('interior/review', 'Please review and approve your interior file.'),
        notReady('book-details/pricing', 'Please set a list price.'),
      ]),
    });
    renderWithProviders(<PublishPanel project={incomplete} confirmFinalFiles={vi.fn()} />);
    const list = await screen.findByRole('alert', {
      name: 'Before you publish, please finish these steps:',
    });
    expect(within(list).getByText(/Please review and approve your interior file/)).toBeTruthy();
    const links = within(list).getAllByRole('link', { name: 'Go to this step' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/p1/interior/review',
      '/p1/book-details/pricing',
    ]);
  });

  it('a pending vendor: no "ready" box, the vendor step in the list with its link, and Publish asks nothing', async () => {
    mockApi({
      'GET /api/project/p1': ok(ready()),
      'GET /api/project/p1/readiness': ok([vendorItem]),
    });
    const confirm = vi.fn().mockResolvedValue(true);
    const { unmount } = renderWithProviders(<PublishPanel project={ready()} confirmFinalFiles={confirm} />);
    const list = await screen.findByRole('alert', {
      name: 'Before you publish, please finish these steps:',
    });
    expect(within(list).getByText(/Your vendor account is not active\./)).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'Go to your vendor information' }).getAttribute('href'),
    ).toBe('/account/vendor');
    expect(screen.queryByText('Your book is ready to publish.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(confirm).not.toHaveBeenCalled();
    unmount();

    // Shown again the same way on a reload: the list is the server's answer.
    renderWithProviders(<PublishPanel project={ready()} confirmFinalFiles={confirm} />);
    expect(await screen.findByText(/Your vendor account is not active\./)).toBeTruthy();
    expect(screen.queryByText('Your book is ready to publish.')).toBeNull();
  });

  it('Publish on an incomplete book shows the list of what is missing and moves the focus to it', async () => {
    const incomplete = ready({ coverFullApproved: false });
    const { calls } = mockApi({
      'GET /api/project/p1': ok(incomplete),
      'GET /api/project/p1/readiness': ok([
        notReady('cover/review', 'Please review and approve your cover.'),
        vendorItem,
      ]),
    });
    const confirm = vi.fn();
    renderWithProviders(<PublishPanel project={incomplete} confirmFinalFiles={confirm} />);
    await screen.findByText('Please review and approve your cover.');
    const said = 'Your book cannot go on sale until these steps are done.';
    expect(screen.queryByText(said)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const list = await screen.findByRole('alert', {
      name: 'Before you publish, please finish these steps:',
    });
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(within(list).getByText(said)).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/p1/cover/review', '/account/vendor']);
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.some((c) => c.key === 'PUT /api/project/setsalestatus')).toBe(false);
  });

  it('asks the final-files question, publishes with finalContents, and shows the book going on sale', async () => {
    const processing = ready({
      status: 'PROCESSING_ONSALE',
      saleDueAt: '2026-11-28T02:00:00.000Z',
      allowedToPutOnSale: false,
    });
    let sent = false;
    const { calls } = mockApi({
      'PUT /api/project/setsalestatus': () => {
        sent = true;
        return ok(processing);
      },
      ...readyToGo,
      'GET /api/project/p1': () => ok(sent ? processing : ready()),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
    });
    const confirm = vi.fn().mockResolvedValue(true);
    renderWithProviders(<PublishPanel project={ready()} confirmFinalFiles={confirm} />);
    expect(await screen.findByText('Your book is ready to publish.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByTestId('sale-status').textContent).toBe('Going on sale'));
    expect(confirm).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.key === 'PUT /api/project/setsalestatus')?.body).toEqual({
      id: 'p1',
      onSale: true,
      finalContents: true,
    });
    expect(screen.getByRole('status').textContent).toContain('November 27, 2026, 9:00 PM EST');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('once the book is on sale, says what happens next for that status, not that it will go on sale', async () => {
    const processing = ready({ status: 'PROCESSING_ONSALE', allowedToPutOnSale: false });
    const onSale = ready({ status: 'ONSALE', allowedToPutOnSale: false });
    let sent = false;
    mockApi({
      'PUT /api/project/setsalestatus': () => {
        sent = true;
        return ok(processing);
      },
      'GET /api/project/p1': () => ok(sent ? processing : ready()),
      'GET /api/project/p1/readiness': ok([]),
      'GET /api/project/p1/history': ok([]),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
    });
    const { queryClient } = renderWithProviders(
      <PublishPanel project={ready()} confirmFinalFiles={vi.fn().mockResolvedValue(true)} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('within 72 hours'));
    // The intake ends: the poll brings the book on sale.
    act(() => queryClient.setQueryData(projectKey('p1'), onSale));
    await waitFor(() => expect(screen.getByTestId('sale-status').textContent).toBe('On sale'));
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain('Your book is on sale. To change it, request a correction.');
    expect(status).not.toContain('72 hours');
    expect(status).not.toContain('goes on sale');
  });

  it('does not publish when the author says the files are not final', async () => {
    const { calls } = mockApi({ ...readyToGo, 'GET /api/project/p1': ok(ready()) });
    renderWithProviders(
      <PublishPanel project={ready()} confirmFinalFiles={vi.fn().mockResolvedValue(false)} />,
    );
    await screen.findByText('Your book is ready to publish.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(calls.some((c) => c.key === 'PUT /api/project/setsalestatus')).toBe(false);
  });

  it('a refusal lists every problem the server names, the vendor’s among them, instead of the "ready" box', async () => {
    mockApi({
      ...readyToGo,
      'PUT /api/project/setsalestatus': fail(
        409,
        { code: 'PUBLISH_NOT_READY', description: 'Please upload your cover.', field: 'cover/upload' },
        { code: '1003', description: 'Your vendor account is not active.', field: 'vendor' },
      ),
      'GET /api/project/p1': ok(ready()),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
    });
    renderWithProviders(
      <PublishPanel project={ready()} confirmFinalFiles={vi.fn().mockResolvedValue(true)} />,
    );
    expect(await screen.findByText('Your book is ready to publish.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const list = await screen.findByRole('alert', {
      name: 'Before you publish, please finish these steps:',
    });
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/p1/cover/upload', '/account/vendor']);
    expect(screen.queryByText('Your book is ready to publish.')).toBeNull();
    // Said once, in the list: no separate red message above it.
    expect(screen.getAllByText(/Your vendor account is not active\./)).toHaveLength(1);
  });

  it('takes an on-sale book off sale after the confirmation, and asks again when a coupon is running', async () => {
    const onSale = ready({ status: 'ONSALE', allowedToPutOnSale: false, allowedToEdit: false });
    let attempt = 0;
    const { calls } = mockApi({
      'PUT /api/project/setsalestatus': () =>
        ++attempt === 1
          ? fail(409, {
              code: 'COUPON_ON_BOOK',
              description: 'A coupon is scheduled or running for this book.',
            })
          : ok({ ...onSale, status: 'PROCESSING_OFFSALE' }),
      'GET /api/project/p1': ok(onSale),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
    });
    renderWithProviders(<PublishPanel project={onSale} confirmFinalFiles={vi.fn()} />);
    expect(screen.getByTestId('sale-status').textContent).toBe('On sale');
    await userEvent.click(screen.getByRole('button', { name: 'Take Off Sale' }));
    const first = await screen.findByRole('dialog', { name: 'Take Off Sale' });
    expect(within(first).getByText(/takes up to 24 hours/)).toBeTruthy();
    await userEvent.click(within(first).getByRole('button', { name: 'Take Off Sale' }));
    const coupon = await screen.findByRole('dialog', { name: 'A Coupon Is Running' });
    await userEvent.click(within(coupon).getByRole('button', { name: 'Take Off Sale Anyway' }));
    await waitFor(() => expect(screen.getByTestId('sale-status').textContent).toBe('Going off sale'));
    const bodies = calls.filter((c) => c.key === 'PUT /api/project/setsalestatus').map((c) => c.body);
    expect(bodies).toEqual([
      { id: 'p1', onSale: false, overridePromoWarning: false },
      { id: 'p1', onSale: false, overridePromoWarning: true },
    ]);
  });

  it('offers "Complete My Book" / "No Thank You" before a copy order of an incomplete personal-use book', async () => {
    const pod = makeProject({ id: 'p1', type: 'POD', status: 'EDITING', title: 'Notes' });
    const { calls } = mockApi({ 'GET /api/project/p1': ok(pod) });
    renderWithProviders(<PublishPanel project={pod} confirmFinalFiles={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order Copies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Book' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No Thank You' }));
    expect(calls.some((c) => c.key === 'PUT /api/project/setstatus')).toBe(false);
  });

  it('Order Copies puts one author copy in the cart and opens the cart; Order a Proof a proof', async () => {
    const pod = ready({ type: 'POD', status: 'EDITING' });
    const { calls } = mockApi({
      'GET /api/project/p1': ok(pod),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
      'PUT /api/project/setstatus': ok({ ...pod, status: 'ORDERED' }),
      'POST /api/cart/add': ok({ cart: {} }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<PublishPanel project={pod} confirmFinalFiles={vi.fn()} />} />
        <Route path="/cart" element={<p>Cart page</p>} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order Copies' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/cart/add').map((c) => c.body)).toEqual([
      { projectId: 'p1', quantity: 1, itemType: 'AUTHOR_COPY' },
    ]);
    expect(calls.findIndex((c) => c.key === 'PUT /api/project/setstatus')).toBeLessThan(
      calls.findIndex((c) => c.key === 'POST /api/cart/add'),
    );
  });

  it('an ordered personal-use book offers both again: Order a Proof adds a proof without setting the status again', async () => {
    const pod = ready({ type: 'POD', status: 'ORDERED' });
    const { calls } = mockApi({
      'GET /api/project/p1': ok(pod),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
      'POST /api/cart/add': ok({ cart: {} }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<PublishPanel project={pod} confirmFinalFiles={vi.fn()} />} />
        <Route path="/cart" element={<p>Cart page</p>} />
      </Routes>,
    );
    expect(screen.getByRole('button', { name: 'Order Copies' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Order a Proof' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/cart/add').map((c) => c.body)).toEqual([
      { projectId: 'p1', quantity: 1, itemType: 'PROOF' },
    ]);
    expect(calls.some((c) => c.key === 'PUT /api/project/setstatus')).toBe(false);
  });

  it('a copy order of a print book with unpublished changes opens "Publish Changes to Order" (6031)', async () => {
    const correcting = ready({
      type: 'PRINT',
      status: 'CORRECTING',
      correctionType: 'PAID',
      allowedToPutOnSale: true,
      pageSize: '6x9',
      pageCount: 120,
      coverFormat: 'SOFTCOVER',
    });
    const { calls } = mockApi({
      ...readyToGo,
      'PUT /api/project/setstatus': fail(409, {
        code: '6031',
        description:
          'Your book has unpublished changes. Click Publish Changes to send them for review, which takes up to 5 business days, before you order copies.',
      }),
      'GET /api/project/p1': ok(correcting),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
    });
    const confirm = vi.fn().mockResolvedValue(false);
    renderWithProviders(<PublishPanel project={correcting} confirmFinalFiles={confirm} />);
    expect(screen.getByText('This correction is charged when you publish it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Order Copies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Changes to Order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish Changes' }));
    expect(calls.some((c) => c.key === 'POST /api/cart/add')).toBe(false);
    // Publishing the changes asks the final-files question first.
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
  });

  it('an on-sale book offers its ONIX record and shows its history in plain words, newest first', async () => {
    const onSale = ready({ status: 'ONSALE', allowedToPutOnSale: false });
    mockApi({
      'GET /api/project/p1': ok(onSale),
      'GET /api/project/p1/history': ok([
        {
          id: 'h1',
          projectId: 'p1',
          event: 'sale.requested',
          actorKind: 'author',
          actorCustomerId: 'c',
          detail: {},
          at: '2026-11-24T15:00:00.000Z',
        },
        {
          id: 'h2',
          projectId: 'p1',
          event: 'sale.onsale',
          actorKind: 'system',
          actorCustomerId: null,
          detail: {},
          at: '2026-11-24T15:00:04.000Z',
        },
        {
          id: 'h3',
          projectId: 'p1',
          event: 'price.scheduled-applied',
          actorKind: 'system',
          actorCustomerId: null,
          detail: { priceAfter: '2.99' },
          at: '2026-11-25T15:00:00.000Z',
        },
      ]),
    });
    renderWithProviders(<PublishPanel project={onSale} confirmFinalFiles={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Download the ONIX record' }).getAttribute('href')).toBe(
      '/api/project/p1/onix',
    );
    const history = await screen.findByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' — ')[1]),
    ).toEqual(['Scheduled price applied: $2.99.', 'On sale.', 'Sent to retailers to go on sale.']);
  });
});
