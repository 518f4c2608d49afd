import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { checkoutPageQuery, chooseShippingMethod, updateQuantity } from '../api/cart';
import { CartItems } from '../components/CartItems';
import { ShippingAddressSection } from '../components/ShippingAddressSection';
import { ShippingMethods } from '../components/ShippingMethods';
import { TotalsPanel } from '../components/TotalsPanel';
import { useTwoStep } from '../components/two-step';
import { readyForPayment, useSetCart } from '../components/use-cart';
import { CT } from '../messages';

/** /cart (spec 1 §2, §4): the items, the shipping address and method, and every total. */
export default function CartPage() {
  return (
    <SignedInPage title={CT.cartTitle}>
      {() => (
        <PageBody title={CT.cartTitle} intro={CT.cartIntro}>
          <CartScreen />
        </PageBody>
      )}
    </SignedInPage>
  );
}

function CartScreen() {
  const page = useQuery(checkoutPageQuery);
  const setCart = useSetCart();
  const twoStep = useTwoStep();
  const navigate = useNavigate();
  const shippingId = useId();

  return (
    <QueryState query={page}>
      {({ cart, addresses }) =>
        cart.projects.length === 0 ? (
          <Stack gap="sm">
            <Text>{CT.empty}</Text>
            <Link to="/projects">{CT.emptyLink}</Link>
          </Stack>
        ) : (
          <Stack gap="lg">
            {twoStep.element}
            <CartItems
              cart={cart}
              onQuantity={async (item, quantity) => {
                const answer = await twoStep.run((onError) =>
                  updateQuantity({ projectId: item.projectId, itemType: item.itemType, quantity }, onError),
                );
                setCart(answer.cart);
                if (quantity === 0) showToast({ message: CT.removed(item.title), tone: 'success' });
              }}
            />
            <ShippingAddressSection cart={cart} addresses={addresses} run={twoStep.run} onCart={setCart} />
            <section aria-labelledby={shippingId}>
              <Title order={2} size="h3" id={shippingId} mb="xs">
                {CT.methods}
              </Title>
              <ShippingMethods
                cart={cart}
                onChoose={async (code) => {
                  const answer = await twoStep.run((onError) => chooseShippingMethod(code, onError));
                  setCart(answer.cart);
                }}
              />
            </section>
            {cart.shippingGroups[0]?.shippingAddress ? <TotalsPanel cart={cart} /> : null}
            <Group>
              <Button disabled={!readyForPayment(cart)} onClick={() => navigate('/checkout')}>
                {CT.toPayment}
              </Button>
              {readyForPayment(cart) ? null : <Text size="sm">{CT.toPaymentHint}</Text>}
            </Group>
          </Stack>
        )
      }
    </QueryState>
  );
}
