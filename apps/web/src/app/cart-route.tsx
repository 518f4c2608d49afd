import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { VerifyDialogContext, type VerifyDialogProps } from '../features/cart';
import CartPage from '../features/cart/routes/CartPage';
import CheckoutPage from '../features/cart/routes/CheckoutPage';
import { twoStepQuery } from '../features/my-account/api/two-step';
import { CodeDialog } from '../features/my-account/components/CodeDialog';

/**
 * The two-step check of the cart's steps: the account feature's code dialog, by text message for an
 * account whose two-step method is SMS, else by e-mail (an authenticator app's account included).
 */
function VerifyByCode({ title, onVerified, onClose }: VerifyDialogProps) {
  const status = useQuery(twoStepQuery);
  if (status.isPending) return null;
  const type = status.data?.method === 'SMS' ? 'SMS' : 'EMAIL';
  return <CodeDialog type={type} title={title} onVerified={() => onVerified()} onClose={onClose} />;
}

function WithVerification({ children }: { children: ReactNode }) {
  return <VerifyDialogContext value={VerifyByCode}>{children}</VerifyDialogContext>;
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
