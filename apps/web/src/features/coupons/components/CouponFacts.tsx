import { SimpleGrid, Text } from '@mantine/core';
import { COUPON_KIND_LABELS, displayDayOf, promoDayOf } from '@quire/domain';
import type { Coupon } from '../api/coupons';
import { couponsText } from '../messages';

export const shownDay = (sent: string | null) => {
  const day = promoDayOf(sent);
  return day ? displayDayOf(day) : couponsText('row.none');
};

/** The kind in words, with its percent: "Percent off: 25% off", "Buy one, get one free". */
export const kindText = (c: Pick<Coupon, 'promoKind' | 'percentOff'>) =>
  c.percentOff === null
    ? COUPON_KIND_LABELS[c.promoKind]
    : couponsText('row.percent', { kind: COUPON_KIND_LABELS[c.promoKind], percent: c.percentOff });

export const redemptionsText = (c: Pick<Coupon, 'redemptions' | 'redemptionLimit'>) =>
  c.redemptionLimit === null
    ? c.redemptions.toLocaleString('en-US')
    : couponsText('row.of', {
        count: c.redemptions.toLocaleString('en-US'),
        limit: c.redemptionLimit.toLocaleString('en-US'),
      });

/**
 * What a running or ended coupon keeps as it is, in words: the code, kind, days, limit and
 * redemptions (and, once ended, its campaign label), since only the end and label of a running
 * coupon may change.
 */
export function CouponFacts({ coupon, withEnd }: { coupon: Coupon; withEnd: boolean }) {
  const facts: [string, string][] = [
    [couponsText('form.code'), coupon.couponCode],
    [couponsText('form.kind'), kindText(coupon)],
    [couponsText('form.start'), shownDay(coupon.startDate)],
    ...(withEnd
      ? ([
          [couponsText('form.end'), shownDay(coupon.endDate)],
          [couponsText('col.label'), coupon.campaignLabel ?? couponsText('row.none')],
        ] as [string, string][])
      : []),
    [couponsText('col.redemptions'), redemptionsText(coupon)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} m={0}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" fw={700} size="sm">
            {term}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
