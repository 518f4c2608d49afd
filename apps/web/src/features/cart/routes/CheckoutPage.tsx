import '../../../components/plain.css';
import '../cart.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Loading } from '../../../components/Loading';
import { QueryState } from '../../../components/QueryState';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { formatDate, formatMoney } from '../../../lib/format';
import { checkoutPageQuery } from '../api/cart';
import { AddressText } from '../components/AddressFields';
import { CardForm, type SavedCard } from '../components/CardForm';
import { TotalsPanel } from '../components/TotalsPanel';
import { useTwoStep } from '../components/two-step';
import { readyForPayment, useSetCart } from '../components/use-cart';
import { CT } from '../messages';

// Shown once a card is saved: Place Order, its security check and the security-code prompt load then.
const PlaceOrder = lazy(() => import('../components/PlaceOrder').then((m) => ({ default: m.PlaceOrder })));

/** /checkout (spec 1 §2, §4): the order's summary, the card, and Place Order. */
export default function CheckoutPage() {
  return (
    <SignedInPage title={CT.checkoutTitle}>
      {() => (
        <PageBody title={CT.checkoutTitle} intro={CT.checkoutIntro}>
          <CheckoutScreen />
        </PageBody>
      )}
    </SignedInPage>
  );
}

function CheckoutScreen() {
  const page = useQuery(checkoutPageQuery);
  const setCart = useSetCart();
  const twoStep = useTwoStep();
  // The card's registration id lives here only: never in a query cache, never stored.
  const [card, setCard] = useState<SavedCard | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  // Once the order is placed the page is on its way to the order: its emptied cart is no reason to go back.
  const [placed, setPlaced] = useState(false);
  const summaryId = useId();

  return (
    <QueryState query={page}>
      {({ cart }) => {
        if (placed)
          return (
            <p role="status" className="para">
              {CT.placing}
            </p>
          );
        if (!readyForPayment(cart)) return <Navigate to="/cart" replace />;
        const group = cart.shippingGroups[0];
        const method = group?.shippingMethod;
        return (
          <div className="stack stack-lg">
            {twoStep.element}
            <Link to="/cart">{CT.backToCart}</Link>
            <section className="panel" aria-labelledby={summaryId}>
              <h2 className="heading heading-3 cart-heading" id={summaryId}>
                {CT.shipping}
              </h2>
              {group?.shippingAddress ? <AddressText address={group.shippingAddress} /> : null}
              {method ? (
                <p className="para cart-line">
                  {CT.methodLine(
                    method.label,
                    formatMoney(method.price),
                    formatDate(method.earliestDelivery),
                    formatDate(method.latestDelivery),
                  )}
                </p>
              ) : null}
            </section>
            <TotalsPanel cart={cart} />
            {card ? (
              <div className="inline-row inline-row-apart">
                <p role="status" className="para">
                  {CT.cardSaved(card.type, card.lastFour, card.month, card.year)}
                </p>
                <button
                  type="button"
                  className="button button-plain-default button-xs"
                  onClick={() => setCard(null)}
                >
                  {CT.otherCard}
                </button>
              </div>
            ) : (
              <CardForm
                shipping={group?.shippingAddress ?? null}
                run={twoStep.run}
                error={cardError}
                onSaved={(saved, next) => {
                  setCardError(null);
                  setCard(saved);
                  setCart(next);
                }}
              />
            )}
            {card ? (
              <Suspense fallback={<Loading />}>
                <PlaceOrder
                  eProtectId={card.eProtectId}
                  ready={cart.completeness === 'READY'}
                  run={twoStep.run}
                  onPlaced={() => setPlaced(true)}
                  onCardRefused={(message) => {
                    setCard(null);
                    setCardError(message);
                  }}
                />
              </Suspense>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
