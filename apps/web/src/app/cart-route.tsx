import CartPage from '../features/cart/routes/CartPage';
import { WithVerification } from './cart-verification';

/** /cart: the cart feature with the account feature's verification dialog (app/cart-verification.tsx). */
export default function CartRoute() {
  return (
    <WithVerification>
      <CartPage />
    </WithVerification>
  );
}
