import '../../../components/plain.css';
import '../cart.css';
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
    <section className="panel" aria-labelledby={headingId}>
      <h2 className="heading heading-3 cart-heading" id={headingId}>
        {CT.totals}
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="totals">
        <table className="cart-totals">
          <tbody>
            {rows.map(([label, amount]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatMoney(amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{CT.orderTotal}</th>
              <td>{formatMoney(t.orderTotal)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
