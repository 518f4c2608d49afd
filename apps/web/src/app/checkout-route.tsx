import CheckoutPage from '../features/cart/routes/CheckoutPage';
import { WithVerification } from './cart-verification';

/**
 * /checkout, likewise; a chunk of its own, so the checkout does not load the cart page's
 * quantities, address form and validation dialog.
 */
export default function CheckoutRoute() {
  return (
    <WithVerification>
      <CheckoutPage />
    </WithVerification>
  );
}
