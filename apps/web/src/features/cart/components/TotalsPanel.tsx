import { Paper, Table, Title } from '@mantine/core';
import type { Cart } from '@quire/domain';
import { useId } from 'react';
import { formatMoney } from '../../../lib/format';
import { CT } from '../messages';

/**
 * Every totals entry of the cart (spec 1 §3), in a live region so a screen reader hears the new
 * totals when the address, method or quantities change.
 */
export function TotalsPanel({ cart }: { cart: Cart }) {
  const headingId = useId();
  const t = cart.totals;
  const rows: Array<[string, string]> = [
    [CT.cartItemTotal, t.cartItemTotal],
    [CT.discountTotal, t.discountTotal],
    [CT.cartItemTotalMinusDiscount, t.cartItemTotalMinusDiscount],
    [CT.shippingTotal, t.shipping],
    [CT.handlingCharge, t.handlingCharge],
    [cart.tax?.label || CT.tax, t.orderTaxTotal],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {CT.totals}
      </Title>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="totals">
        <Table>
          <Table.Tbody>
            {rows.map(([label, amount]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td ta="right">{formatMoney(amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{CT.orderTotal}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatMoney(t.orderTotal)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}
