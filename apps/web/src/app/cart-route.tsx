import type { ReactNode } from 'react';
import { VerifyDialogContext, type VerifyDialogProps } from '../features/cart';
import CartPage from '../features/cart/routes/CartPage';
import CheckoutPage from '../features/cart/routes/CheckoutPage';
import { CodeDialog } from '../features/my-account/components/CodeDialog';

/** The two-step check of the cart's steps: the account feature's code dialog, by e-mail. */
function VerifyByEmail({ title, onVerified, onClose }: VerifyDialogProps) {
  return <CodeDialog type="EMAIL" title={title} onVerified={() => onVerified()} onClose={onClose} />;
}

function WithVerification({ children }: { children: ReactNode }) {
  return <VerifyDialogContext value={VerifyByEmail}>{children}</VerifyDialogContext>;
}

/** /cart: the cart feature with the account feature's verification dialog (two features composed here). */
export default function CartRoute() {
  return (
    <WithVerification>
      <CartPage />
    </WithVerification>
  );
}

/** /checkout, likewise. */
export function CheckoutRoute() {
  return (
    <WithVerification>
      <CheckoutPage />
    </WithVerification>
  );
}
