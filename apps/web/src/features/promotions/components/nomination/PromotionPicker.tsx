import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Tabs.css';
import { Badge, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { displayDayOf, PROMO_MESSAGES as M, promoDayOf } from '@quire/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../../../../components/Loading';
import type { PromoDefinition } from '../../api/nomination';
import { nominationText } from './messages';
import { SafeHtml } from './SafeHtml';

export type PromotionTab = 'monthly' | 'standard';

/** The coupon form, which step 1's Create Coupons tab opens (spec 2 §2.1). */
export const CREATE_COUPON_PATH = '/projects/coupon';

/** Standard promotions have no start or end; the others are monthly (spec 2 §2.1). */
export const tabOf = (d: PromoDefinition): PromotionTab =>
  d.kind === 'STANDARD' || (!d.start && !d.end) ? 'standard' : 'monthly';

const shown = (sent: string | null) => {
  const day = promoDayOf(sent);
  return day ? displayDayOf(day) : '';
};

/** Monthly promotions whose display end is today or later (the server lists only current ones too). */
export function monthlyOf(all: readonly PromoDefinition[], today: string): PromoDefinition[] {
  return all.filter((d) => {
    if (tabOf(d) !== 'monthly') return false;
    const end = promoDayOf(d.promoEndDisplayDate);
    return end === null || end >= today;
  });
}

export const standardOf = (all: readonly PromoDefinition[]) => all.filter((d) => tabOf(d) === 'standard');

function PromotionCard({
  definition,
  selected,
  onChoose,
  onChange,
}: {
  definition: PromoDefinition;
  selected: boolean;
  onChoose: () => void;
  onChange: () => void;
}) {
  const id = useId();
  const monthly = tabOf(definition) === 'monthly';
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4" id={id}>
            {definition.merchPromoName}
          </Title>
          {selected ? (
            <Badge variant="light" color="green.9">
              {nominationText('nom.selected')}
            </Badge>
          ) : null}
        </Group>
        {monthly && definition.submitBy ? (
          <Text size="sm">{nominationText('nom.submitBy', { date: shown(definition.submitBy) })}</Text>
        ) : null}
        {monthly && definition.start && definition.end ? (
          <Text size="sm">
            {nominationText('nom.dates', { start: shown(definition.start), end: shown(definition.end) })}
          </Text>
        ) : null}
        <SafeHtml html={definition.copy} className="promo-copy" />
        <Group>
          {selected ? (
            <Button variant="default" onClick={onChange}>
              {nominationText('nom.change')}
            </Button>
          ) : (
            <Button
              onClick={onChoose}
              aria-label={nominationText('nom.chooseLabel', { name: definition.merchPromoName })}
            >
              {nominationText('nom.choose')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export interface PromotionPickerProps {
  number: number;
  definitions: readonly PromoDefinition[];
  today: string;
  tab: PromotionTab;
  onTab: (tab: PromotionTab) => void;
  /** The tab's promotions are being reloaded (at most 5 seconds). */
  switching: boolean;
  selected: PromoDefinition | null;
  onChoose: (definition: PromoDefinition) => void;
  onChange: () => void;
  /** Publishers with eBook coupons: a first tab, Create Coupons, opens the coupon form (administrators never see it). */
  couponsTab?: boolean;
}

/**
 * Step 1, Select Promotion Type: tabs of monthly and standard promotions, a card each. Once one is
 * chosen only its card stays, marked Selected, with Change Promotion to choose again.
 */
export function PromotionPicker({
  number,
  definitions,
  today,
  tab,
  onTab,
  switching,
  selected,
  onChoose,
  onChange,
  couponsTab = false,
}: PromotionPickerProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const lists: Record<PromotionTab, PromoDefinition[]> = {
    monthly: monthlyOf(definitions, today),
    standard: standardOf(definitions),
  };
  const empty: Record<PromotionTab, string> = {
    monthly: M.noMonthly,
    standard: nominationText('nom.noStandard'),
  };
  const card = (d: PromoDefinition) => (
    <PromotionCard
      key={d.id}
      definition={d}
      selected={selected?.id === d.id}
      onChoose={() => onChoose(d)}
      onChange={onChange}
    />
  );
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {nominationText('nom.step', { number, title: nominationText('nom.step.type') })}
        </Title>
        <Tabs
          value={tab}
          onChange={(v) => {
            if (v === 'coupons') navigate(CREATE_COUPON_PATH);
            else if (v) onTab(v as PromotionTab);
          }}
          keepMounted={false}
          // With a tab that leaves the page, moving along the tabs chooses none until Enter or Space.
          activateTabWithKeyboard={!couponsTab}
        >
          <Tabs.List aria-label={nominationText('nom.tabs')}>
            {couponsTab ? <Tabs.Tab value="coupons">{nominationText('nom.tab.coupons')}</Tabs.Tab> : null}
            <Tabs.Tab value="monthly">{nominationText('nom.tab.monthly')}</Tabs.Tab>
            <Tabs.Tab value="standard">{nominationText('nom.tab.standard')}</Tabs.Tab>
          </Tabs.List>
          {(['monthly', 'standard'] as const).map((t) => (
            <Tabs.Panel key={t} value={t} pt="md">
              {switching ? (
                <Loading label={nominationText('nom.loadingPromotions')} />
              ) : selected && tabOf(selected) === t ? (
                card(selected)
              ) : lists[t].length === 0 ? (
                <Text>{empty[t]}</Text>
              ) : (
                <Stack gap="sm">{lists[t].map(card)}</Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </section>
  );
}
