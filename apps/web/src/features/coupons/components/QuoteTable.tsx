import { Alert, Stack, Table, Text } from '@mantine/core';
import { type CouponKind, type CouponQuote, couponQuote, COUPON_MESSAGES as M } from '@quire/domain';
import { formatMoney } from '../../../lib/format';
import type { CouponTitleRow } from '../api/coupons';
import { percentOf, takesPercent } from '../lib/coupon-form';
import { couponsText } from '../messages';

/** A royalty rate as a whole percent ('0.65' → '65'). */
const percent = (rate: string) => String(Math.round(Number(rate) * 100));

/** The quote of one title, or null when its price or the percent does not give one. */
function quoteOf(title: CouponTitleRow, kind: CouponKind, percentOff: number | null): CouponQuote | null {
  if (title.listPrice === null) return null;
  try {
    return couponQuote(title.listPrice, kind, percentOff);
  } catch {
    // A list price outside the eBook bands has no quote.
    return null;
  }
}

const royalty = (amount: string, rate: string) =>
  couponsText('quote.royalty', { amount: formatMoney(amount), rate: percent(rate) });

/**
 * What a reader pays and what the author earns on each title with the coupon as typed (the
 * domain's couponQuote, by the eBook bands; no server call): the list price, the discounted copy
 * (and the pair for the BOGO kinds), the royalty at each price, and a warning for each title whose
 * coupon price falls into a lower royalty band. Updated on every keystroke.
 */
export function QuoteTable({
  titles,
  kind,
  percentText,
}: {
  titles: readonly CouponTitleRow[];
  kind: CouponKind;
  percentText: string;
}) {
  if (titles.length === 0) return <Text>{couponsText('quote.noTitles')}</Text>;
  const percentOff = takesPercent(kind) ? percentOf(percentText) : null;
  const rows = titles.map((t) => ({ title: t, quote: quoteOf(t, kind, percentOff) }));
  const bogo = kind !== 'X_PERCENT_OFF_COUPON';
  const waiting = takesPercent(kind) && rows.every((r) => r.quote === null);
  const lower = rows.filter((r) => r.quote?.lowerBand);
  const none = couponsText('quote.none');

  return (
    <Stack gap="sm">
      {waiting ? <Text>{couponsText('quote.waiting')}</Text> : null}
      <Table.ScrollContainer minWidth={0} type="native">
        <Table captionSide="top">
          <Table.Caption>{couponsText('quote.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{couponsText('quote.col.title')}</Table.Th>
              <Table.Th scope="col">{couponsText('quote.col.list')}</Table.Th>
              <Table.Th scope="col">{couponsText(bogo ? 'quote.col.second' : 'quote.col.price')}</Table.Th>
              {bogo ? <Table.Th scope="col">{couponsText('quote.col.pair')}</Table.Th> : null}
              <Table.Th scope="col">{couponsText('quote.col.listRoyalty')}</Table.Th>
              <Table.Th scope="col">{couponsText('quote.col.couponRoyalty')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ title, quote }) => (
              <Table.Tr key={title.ean}>
                <Table.Th scope="row" fw="normal">
                  {title.title}
                </Table.Th>
                <Table.Td>
                  {title.listPrice === null ? couponsText('quote.noPrice') : formatMoney(title.listPrice)}
                </Table.Td>
                <Table.Td>{quote ? formatMoney(quote.couponPrice) : none}</Table.Td>
                {bogo ? <Table.Td>{quote?.pairPrice ? formatMoney(quote.pairPrice) : none}</Table.Td> : null}
                <Table.Td>{quote ? royalty(quote.listRoyalty, quote.listRate) : none}</Table.Td>
                <Table.Td>
                  {quote ? (
                    <Text
                      span
                      inherit
                      c={quote.lowerBand ? 'red.9' : undefined}
                      fw={quote.lowerBand ? 700 : undefined}
                    >
                      {royalty(quote.couponRoyalty, quote.couponRate)}
                    </Text>
                  ) : (
                    none
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Said as the percent is typed: the titles whose coupon price earns a lower rate. */}
      <div aria-live="polite">
        {lower.length > 0 ? (
          <Alert color="orange.9" variant="light">
            <Stack gap={4}>
              {lower.map(({ title, quote }) => (
                <Text key={title.ean} size="sm">
                  {title.title}: {M.lowerBand(percent(quote?.couponRate ?? '0'))}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
