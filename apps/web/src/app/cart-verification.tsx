import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { VerifyDialogContext, type VerifyDialogProps } from '../features/cart';
import { twoStepQuery } from '../features/my-account/api/two-step';

// Opened only for a large order (a two-step check): it and its code schema (zod) load then.
const CodeDialog = lazy(() =>
  import('../features/my-account/components/CodeDialog').then((m) => ({ default: m.CodeDialog })),
);

/**
 * The two-step check of the cart's steps: the account feature's code dialog, by text message for an
 * account whose two-step method is SMS, else by e-mail (an authenticator app's account included).
 */
function VerifyByCode({ title, onVerified, onClose }: VerifyDialogProps) {
  const status = useQuery(twoStepQuery);
  if (status.isPending) return null;
  const type = status.data?.method === 'SMS' ? 'SMS' : 'EMAIL';
  return (
    <Suspense fallback={null}>
      <CodeDialog type={type} title={title} onVerified={() => onVerified()} onClose={onClose} />
    </Suspense>
  );
}

/** The cart feature's pages with the account feature's verification dialog (two features composed here). */
export function WithVerification({ children }: { children: ReactNode }) {
  return <VerifyDialogContext value={VerifyByCode}>{children}</VerifyDialogContext>;
}
