import { Stack, Text, TextInput } from '@mantine/core';
import {
  compareMoney,
  custom,
  EBOOK_PRICE_MESSAGE,
  formatPrice,
  hasPermission,
  isAdmin,
  listPriceProblem,
  personalQuantityProblem,
  ratePercent,
  required,
  toTwoDecimals,
  validRanges,
} from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StepHeader } from '../../../components/StepHeader';
import { useDebounced } from '../../../lib/use-debounced';
import { useForm } from '../../../lib/use-form';
import { ebookCostQuery, personalQuoteQuery, printQuoteQuery } from '../api/quotes';
import { SaveStatus } from '../components/SaveStatus';
import { UltraPremiumNote } from '../components/UltraPremiumNote';
import { builderText } from '../messages';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { stepPath } from '../wizard';

/** The royalty is asked for this long after the author stops typing. */
export const QUOTE_DELAY_MS = 400;

const money = (v: string | null | undefined) => formatPrice(v ?? null);

/** book-details/pricing: eBook list price with the live royalty; print list price with the quote and floor price. */
export function PricingStep(props: StepProps) {
  if (props.project.type === 'EBOOK') return <EbookPricing {...props} />;
  return props.project.type === 'POD' ? <PersonalPricing {...props} /> : <PrintPricing {...props} />;
}

function EbookPricing({ project, step, user }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      listPrice: {
        label: builderText('pricing.field.listPrice'),
        initial: project.listPrice ?? '',
        rules: [
          required(),
          custom('listPrice', listPriceProblem),
          validRanges(
            [
              [0, 0],
              [0.99, 199.99],
            ],
            EBOOK_PRICE_MESSAGE,
          ),
        ],
      },
    },
    (_, v) => ({ listPrice: toTwoDecimals(v.listPrice) }),
  );
  const price = form.values.listPrice.trim();
  const valid = price !== '' && form.form.errors('listPrice').length === 0;
  const asked = useDebounced(valid ? price : '', QUOTE_DELAY_MS);
  const quote = useQuery(ebookCostQuery(asked, form.handleServerError));
  const current = quote.data && asked === price ? quote.data : null;
  // Scheduled prices (TMD_PRICE_CHNG) live on their own screen, composed by the app at this address.
  const permissions = user?.permissions;
  const maySchedule = isAdmin(permissions) || hasPermission(permissions, 'TMD_PRICE_CHNG');

  return (
    <Stack maw={560}>
      <StepHeader title={builderText('pricing.title')}>{builderText('pricing.ebook.intro')}</StepHeader>
      <TextInput
        label={builderText('pricing.listPrice')}
        required
        inputMode="decimal"
        leftSection="$"
        {...form.field('listPrice')}
      />
      <div className="builder-quote" aria-live="polite" data-testid="royalty">
        {current ? (
          <Text>
            {builderText('pricing.royaltyRate')} <strong>{ratePercent(current.royalty_rate)}</strong> ·{' '}
            {builderText('pricing.youEarn')} <strong>{money(current.net_royalty)}</strong>{' '}
            {builderText('pricing.perSaleAt', { price: money(current.price) })}
          </Text>
        ) : valid && (quote.isFetching || asked !== price) ? (
          <Text c="dimmed">{builderText('pricing.working')}</Text>
        ) : (
          <Text c="dimmed">{builderText('pricing.enterValid')}</Text>
        )}
      </div>
      <Text size="sm">{builderText('pricing.bands')}</Text>
      {maySchedule ? (
        <Text size="sm">
          {/* `from` brings the screen's back link to this step. */}
          <Link
            to={`/projects/${encodeURIComponent(project.id)}/scheduled-prices?${new URLSearchParams({ from: stepPath(project.id, step) })}`}
          >
            {builderText('pricing.schedule')}
          </Link>
        </Text>
      ) : null}
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}

function PrintPricing({ project }: StepProps) {
  const [floor, setFloor] = useState<string | null>(null);
  const form = useStepForm(
    project.id,
    {
      listPrice: {
        label: builderText('pricing.field.listPrice'),
        initial: project.listPrice ?? '',
        rules: [required(), custom('listPrice', listPriceProblem)],
      },
    },
    (_, v) => ({ listPrice: toTwoDecimals(v.listPrice) }),
  );
  const price = form.values.listPrice.trim();
  const valid = form.form.errors('listPrice').length === 0;
  const ready = printReady(project);
  // The quote at the saved price: a save answers it with the project (api/project.ts), so a price
  // edit costs the save alone; the step asks for it only when it arrives with nothing cached.
  const quote = useQuery({
    ...printQuoteQuery(project.id, project.listPrice, project.updatedAt, form.handleServerError),
    enabled: ready,
  });
  useEffect(() => {
    if (quote.data) setFloor(quote.data.floor_price);
  }, [quote.data]);
  const belowFloor = floor !== null && price !== '' && valid && compareMoney(price, floor) === -1;

  return (
    <Stack maw={560}>
      <StepHeader title={builderText('pricing.title')}>{builderText('pricing.print.intro')}</StepHeader>
      <UltraPremiumNote project={project} text="ultra.pricing" />
      {!ready ? <Text>{builderText('pricing.sizeFirst')}</Text> : null}
      <TextInput
        label={builderText('pricing.listPrice')}
        required
        inputMode="decimal"
        leftSection="$"
        {...form.field('listPrice')}
        error={
          form.error('listPrice') ??
          (belowFloor ? builderText('pricing.belowFloor', { floor: money(floor) }) : undefined)
        }
      />
      <div className="builder-quote" aria-live="polite" data-testid="print-quote">
        {quote.data ? (
          <dl className="builder-facts">
            <div>
              <dt>{builderText('pricing.printingCost')}</dt>
              <dd>{money(quote.data.printing_cost)}</dd>
            </div>
            <div>
              <dt>{builderText('pricing.costPerPage')}</dt>
              <dd>${quote.data.cost_per_page}</dd>
            </div>
            <div>
              <dt>{builderText('pricing.floor')}</dt>
              <dd>{money(quote.data.floor_price)}</dd>
            </div>
            <div>
              <dt>{builderText('pricing.royaltyPerCopy')}</dt>
              <dd>{money(quote.data.net_royalty)}</dd>
            </div>
          </dl>
        ) : null}
        {quote.data?.pricing_description ? <Text size="sm">{quote.data.pricing_description}</Text> : null}
      </div>
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}

const printReady = (p: StepProps['project']) =>
  Boolean(p.pageSize && p.pageCount && p.printColor && p.coverFormat);

/** The personal-quote quantity rule: the domain's, the same the quote applies on the server. */
export const quantityProblem = (v: string): string | null => personalQuantityProblem(v);

/** POD (personal use): not sold, so no list price; what the author's copies cost. */
function PersonalPricing({ project }: StepProps) {
  const form = useForm({
    quantity: {
      label: builderText('pricing.field.quantity'),
      initial: '10',
      rules: [required(), custom('quantity', (v) => quantityProblem(String(v ?? '')))],
    },
  });
  const quantity = form.values.quantity.trim();
  const problem = form.form.errors('quantity').length > 0;
  const asked = useDebounced(problem ? '' : quantity, QUOTE_DELAY_MS);
  const ready = printReady(project);
  const quote = useQuery({
    ...personalQuoteQuery(project.id, asked, project.updatedAt),
    enabled: ready && asked !== '',
  });
  return (
    <Stack maw={560}>
      <StepHeader title={builderText('pricing.title')}>{builderText('pricing.personal.intro')}</StepHeader>
      <UltraPremiumNote project={project} text="ultra.pricing" />
      {!ready ? <Text>{builderText('pricing.sizeFirst')}</Text> : null}
      <TextInput
        label={builderText('pricing.copies')}
        inputMode="numeric"
        required
        {...form.inputProps('quantity')}
      />
      <div className="builder-quote" aria-live="polite" data-testid="personal-quote">
        {quote.data ? (
          <dl className="builder-facts">
            <div>
              <dt>{builderText('pricing.costPerCopy')}</dt>
              <dd>{money(quote.data.printing_cost)}</dd>
            </div>
            <div>
              <dt>{builderText('pricing.totalFor', { quantity: quote.data.quantity })}</dt>
              <dd>{money(quote.data.total)}</dd>
            </div>
          </dl>
        ) : null}
        {quote.data?.pricing_description ? <Text size="sm">{quote.data.pricing_description}</Text> : null}
      </div>
    </Stack>
  );
}
