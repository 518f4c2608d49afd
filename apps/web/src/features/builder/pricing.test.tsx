import { EBOOK_PRICE_MESSAGE, type PrintQuote, type Project } from '@quire/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { useProject } from '../../lib/project-query';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { PricingStep } from './steps/PricingStep';
import { wizardContext } from './wizard';

const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };
const ctx = wizardContext(author);
const pricingStep = { section: 'book-details', child: 'pricing' } as const;

/** The pricing step as the wizard shows it: its project read from the query cache. */
function WizardPricing() {
  const project = useProject('p1');
  return project.data ? (
    <PricingStep project={project.data} step={pricingStep} ctx={ctx} user={author} />
  ) : null;
}

const printSpec: Partial<Project> = {
  type: 'PRINT',
  pageSize: '6x9',
  pageCount: 120,
  printColor: 'BLACK_WHITE',
  paperColor: 'CREAM',
  coverFormat: 'SOFTCOVER',
  listPrice: '12.99',
};

const quoteAt = (price: string, netRoyalty: string): PrintQuote => ({
  price,
  printing_cost: '3.10',
  cost_per_page: '0.0150',
  retail_margin: '0.45',
  floor_price: '5.64',
  net_royalty: netRoyalty,
  royalty_rate: '0.30',
  pricing_description: `Each copy sold at $${price} earns you $${netRoyalty}.`,
});

describe('print pricing', () => {
  it('costs one request for a price edit: the save answers the fresh quote, nothing is asked again', async () => {
    const { calls } = mockApi({
      ...csrf,
      'GET /api/project/p1': ok(makeProject(printSpec)),
      'GET /api/project/print/quote': ok(quoteAt('12.99', '4.04')),
      'POST /api/project': (body) =>
        ok({
          ...makeProject({
            ...printSpec,
            ...(body as Partial<Project>),
            updatedAt: '2026-11-02T10:00:00.000Z',
          }),
          printQuote: quoteAt('14.99', '5.14'),
        }),
    });
    renderWithProviders(<WizardPricing />);
    expect(await screen.findByText('$4.04')).toBeTruthy();
    await api.refreshCsrfToken();
    const before = calls.length;

    const input = screen.getByRole('textbox', { name: /List price/ });
    await userEvent.clear(input);
    await userEvent.type(input, '14.99');
    expect(await screen.findByText('$5.14', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('print-quote').textContent).toContain(
      'Each copy sold at $14.99 earns you $5.14.',
    );
    // Long enough for any quote the step would still ask for (400 ms) or a second save (800 ms).
    await new Promise((r) => setTimeout(r, 1000));
    const after = calls.slice(before);
    expect(after.map((c) => c.key)).toEqual(['POST /api/project']);
    expect(after[0]?.body).toEqual({ listPrice: '14.99', id: 'p1' });
  });

  it('asks for the quote itself when a save answers none', async () => {
    const { calls } = mockApi({
      ...csrf,
      'GET /api/project/p1': ok(makeProject(printSpec)),
      'GET /api/project/print/quote': () => {
        const asked = calls.filter((c) => c.key === 'GET /api/project/print/quote').length;
        return asked === 1 ? ok(quoteAt('12.99', '4.04')) : ok(quoteAt('14.99', '5.14'));
      },
      'POST /api/project': (body) =>
        ok({
          ...makeProject({
            ...printSpec,
            ...(body as Partial<Project>),
            updatedAt: '2026-11-02T10:00:00.000Z',
          }),
          printQuote: null,
        }),
    });
    renderWithProviders(<WizardPricing />);
    expect(await screen.findByText('$4.04')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: /List price/ });
    await userEvent.clear(input);
    await userEvent.type(input, '14.99');
    expect(await screen.findByText('$5.14', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/project/print/quote')).toHaveLength(2),
    );
  });
});

describe('eBook pricing', () => {
  it('links to the scheduled prices for a user with scheduled price changes, and only then', () => {
    mockApi({ ...csrf });
    const project = makeProject({ type: 'EBOOK' });
    const step = { section: 'book-details', child: 'pricing' } as const;
    const { unmount } = renderWithProviders(
      <PricingStep
        project={project}
        step={step}
        ctx={ctx}
        user={{ ...author, permissions: ['TMD_PRICE_CHNG'] }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Schedule a price change for a date and time' });
    // It says where it came from, so the screen's back link returns to this step.
    expect(link.getAttribute('href')).toBe(
      `/projects/${project.id}/scheduled-prices?from=${encodeURIComponent(`/${project.id}/book-details/pricing`)}`,
    );
    unmount();
    renderWithProviders(<PricingStep project={project} step={step} ctx={ctx} user={author} />);
    expect(screen.queryByRole('link', { name: /Schedule a price change/ })).toBeNull();
  });

  it('shows the royalty from the server as the author types, debounced', async () => {
    const { calls } = mockApi({
      ...csrf,
      // An eBook's save answers no print quote.
      'POST /api/project': (body) => ok({ ...makeProject(body as object), printQuote: null }),
      'GET /api/project/ebook/cost': ok({ price: '4.99', royalty_rate: '0.65', net_royalty: '3.24' }),
    });
    const project = makeProject({ type: 'EBOOK' });
    renderWithProviders(
      <PricingStep
        project={project}
        step={{ section: 'book-details', child: 'pricing' }}
        ctx={ctx}
        user={author}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /List price/ }), '4.99');
    expect(await screen.findByText('$3.24', {}, { timeout: 3000 })).toBeTruthy();
    const asked = calls.filter((c) => c.key === 'GET /api/project/ebook/cost');
    expect(asked).toHaveLength(1);
    expect(screen.getByTestId('royalty').textContent).toContain('65%');
  });

  it('asks nothing for an out-of-range price and says why', async () => {
    const { calls } = mockApi({ ...csrf });
    renderWithProviders(
      <PricingStep
        project={makeProject()}
        step={{ section: 'book-details', child: 'pricing' }}
        ctx={ctx}
        user={author}
      />,
    );
    const input = screen.getByRole('textbox', { name: /List price/ });
    await userEvent.type(input, '0.5');
    await userEvent.tab();
    expect(await screen.findByText(EBOOK_PRICE_MESSAGE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 600));
    expect(calls.some((c) => c.key === 'GET /api/project/ebook/cost')).toBe(false);
    expect(calls.some((c) => c.key === 'POST /api/project')).toBe(false);
  });
});

describe('personal-use pricing', () => {
  it('quotes the copies of a POD book instead of asking for a list price', async () => {
    const { calls } = mockApi({
      'GET /api/project/personal/quote': ok({
        quantity: 10,
        printing_cost: '5.10',
        cost_per_page: '0.0150',
        total: '51.00',
        pricing_description: 'Ten copies cost $51.00 before shipping and tax.',
      }),
    });
    const project = makeProject({
      type: 'POD',
      pageSize: '6x9',
      pageCount: 120,
      printColor: 'BLACK_WHITE',
      paperColor: 'CREAM',
      coverFormat: 'SOFTCOVER',
    });
    renderWithProviders(
      <PricingStep
        project={project}
        step={{ section: 'book-details', child: 'pricing' }}
        ctx={ctx}
        user={author}
      />,
    );
    expect(screen.queryByRole('textbox', { name: /List price/ })).toBeNull();
    expect(await screen.findByText('$51.00', {}, { timeout: 3000 })).toBeTruthy();
    const url = calls.find((c) => c.key === 'GET /api/project/personal/quote');
    expect(url).toBeTruthy();
  });
});
