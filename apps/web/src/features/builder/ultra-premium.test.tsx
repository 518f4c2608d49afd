import type { PrintQuote, Project } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProject } from '../../lib/project-query';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { PricingStep } from './steps/PricingStep';
import { SizeStep } from './steps/SizeStep';
import { wizardContext } from './wizard';

const ctx = wizardContext(author);

const ultraPremium: Partial<Project> = {
  type: 'PRINT',
  pageSize: '6x9',
  pageCount: 200,
  printColor: 'FULL_COLOR',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
  coverFinish: 'MATTE',
  printTier: 'ULTRA_PREMIUM',
  listPrice: '39.99',
};
const quote: PrintQuote = {
  price: '39.99',
  printing_cost: '20.50',
  cost_per_page: '0.0900',
  retail_margin: '0.45',
  floor_price: '37.28',
  net_royalty: '1.49',
  royalty_rate: '0.04',
  pricing_description:
    'Printing one 200-page 6x9 Ultra Premium paperback (full color on 80# premium white paper, soft-touch matte cover) costs $20.50.',
};

function Step({ which }: { which: 'pricing' | 'size' }) {
  const project = useProject('p1');
  if (!project.data) return null;
  return which === 'pricing' ? (
    <PricingStep
      project={project.data}
      step={{ section: 'book-details', child: 'pricing' }}
      ctx={ctx}
      user={author}
    />
  ) : (
    <SizeStep
      project={project.data}
      step={{ section: 'book-size-and-type', child: null }}
      ctx={ctx}
      user={author}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('an Ultra Premium book in the wizard', () => {
  it('says so on the pricing step, beside its Ultra Premium quote', async () => {
    mockApi({
      'GET /api/project/p1': ok(makeProject(ultraPremium)),
      'GET /api/project/print/quote': ok(quote),
    });
    renderWithProviders(<Step which="pricing" />);
    expect(await screen.findByText('Ultra Premium')).toBeTruthy();
    expect(screen.getByText(/come from the Ultra Premium cost table/)).toBeTruthy();
    expect(await screen.findByText('$20.50')).toBeTruthy();
    expect(screen.getByTestId('print-quote').textContent).toContain('Ultra Premium paperback');
  });

  it('fixes its ink, paper and finish, and offers only the Ultra Premium trims', async () => {
    mockApi({ 'GET /api/project/p1': ok(makeProject(ultraPremium)) });
    renderWithProviders(<Step which="size" />);
    expect(await screen.findByText('Ultra Premium')).toBeTruthy();
    for (const name of [/Print color/, /Paper color/, /Cover finish/]) {
      expect((screen.getByRole('combobox', { name }) as HTMLSelectElement).disabled).toBe(true);
    }
    const trims = within(screen.getByRole('combobox', { name: /Trim size/ }))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(trims).toEqual(['6x9', '5.5x8.5', '6.14x9.21', '7x10', '8x10', '8.5x11']);
  });

  it('shows nothing of Ultra Premium for a standard book', async () => {
    mockApi({
      'GET /api/project/p1': ok(
        makeProject({ ...ultraPremium, printTier: 'STANDARD', printColor: 'BLACK_WHITE' }),
      ),
    });
    renderWithProviders(<Step which="size" />);
    expect(await screen.findByRole('combobox', { name: /Print color/ })).toBeTruthy();
    expect(screen.queryByText('Ultra Premium')).toBeNull();
    expect((screen.getByRole('combobox', { name: /Print color/ }) as HTMLSelectElement).disabled).toBe(false);
  });
});
