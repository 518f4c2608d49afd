import { Alert, Button, Stack } from '@mantine/core';
import { type AppError, AppErrorBase, checkoutError, UNEXPECTED } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/Loading';
import { showToast } from '../../../components/toasts';
import { cartKeys, type SubmitOrderBody, submitOrder } from '../api/cart';
import { CT } from '../messages';
import { OrderToken, type OrderTokenHandle } from './OrderToken';
import type { useTwoStep } from './two-step';

// The security-code prompt (a modal) loads when the gateway first asks for the code.
const CvvDialog = lazy(() => import('./CvvDialog').then((m) => ({ default: m.CvvDialog })));

/** The refusals the checkout words as the server does (a stale cart, a spent token and the like). */
const SHOWN = new Set([
  'CART_STALE',
  'CART_NOT_READY',
  'CART_CARD_CHANGED',
  'ORDER_TOKEN_REFUSED',
  'IDEMPOTENCY_KEY_IN_FLIGHT',
  'IDEMPOTENCY_KEY_REUSED',
  '31001',
  '-31000',
]);

/**
 * Place Order (spec 1 §4): the token step's solution, then submit-order under one Idempotency-Key
 * per checkout attempt, kept across its retries (a lost answer, the security-code prompt, the
 * two-step check) and replaced after a decline. 31003 asks for the security code; 31000 shows the
 * decline's reason; 31002 goes back to the card number.
 */
export function PlaceOrder({
  eProtectId,
  ready,
  run,
  onCardRefused,
  onPlaced,
}: {
  eProtectId: string;
  ready: boolean;
  run: ReturnType<typeof useTwoStep>['run'];
  onCardRefused: (message: string | null) => void;
  /** Told once the order is placed, before the page moves to it. */
  onPlaced?: () => void;
}) {
  const token = useRef<OrderTokenHandle>(null);
  const attemptKey = useRef<string>(crypto.randomUUID());
  // The body of a submission whose answer never came: sent again as it was, so the server replays it.
  const unanswered = useRef<SubmitOrderBody | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [cvvPrompt, setCvvPrompt] = useState<string | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();

  const takeToken = () => {
    if (!token.current) throw new Error(CT.verifying);
    return token.current.take();
  };

  const newAttempt = () => {
    attemptKey.current = crypto.randomUUID();
    unanswered.current = null;
  };

  function refused(e: AppError): boolean {
    const item = e.items[0];
    if (!item) return false;
    if (item.code === UNEXPECTED) {
      setMessage(CT.cardUnreachable);
      return true;
    }
    unanswered.current = null;
    if (item.code === '31003') {
      setCvvPrompt(item.description);
      return true;
    }
    if (item.code === '31000') {
      newAttempt();
      setMessage(checkoutError(item).message);
      return true;
    }
    if (item.code === '31002') {
      newAttempt();
      setCvvPrompt(null);
      onCardRefused(checkoutError(item).message);
      return true;
    }
    if (SHOWN.has(item.code)) {
      setMessage(item.description);
      if (item.code === 'CART_CARD_CHANGED') onCardRefused(null);
      return true;
    }
    return false;
  }

  async function place(cvv?: string) {
    setPending(true);
    setMessage(null);
    try {
      let first = true;
      const placed = await run(async (onError) => {
        // A lost answer is sent again as it was; anything else (a two-step retry too) takes a fresh solution.
        const body: SubmitOrderBody = (first && unanswered.current) || {
          eProtectId,
          recaptchaToken: await takeToken(),
          ...(cvv ? { cvv } : {}),
        };
        first = false;
        unanswered.current = body;
        return submitOrder(body, attemptKey.current, onError);
      }, refused);
      unanswered.current = null;
      setCvvPrompt(null);
      onPlaced?.();
      showToast({ message: CT.placed(placed.order.orderNumber), tone: 'success' });
      // To the order first: the emptied cart would otherwise send the checkout back to the cart.
      navigate(`/order-history/${encodeURIComponent(placed.order.orderNumber)}`);
      void client.invalidateQueries({ queryKey: cartKeys.all });
    } catch (e) {
      if (e instanceof AppErrorBase && e.code !== UNEXPECTED) unanswered.current = null;
      if (e instanceof AppErrorBase || !(e instanceof Error)) return;
      setMessage(e.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="sm">
      {message ? (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      ) : null}
      <OrderToken ref={token} />
      <div>
        <Button size="md" onClick={() => void place()} loading={pending} disabled={!ready || pending}>
          {CT.placeOrder}
        </Button>
      </div>
      {cvvPrompt !== null ? (
        <Suspense fallback={<Loading />}>
          <CvvDialog
            message={cvvPrompt}
            pending={pending}
            onSubmit={(cvv) => void place(cvv)}
            onClose={() => setCvvPrompt(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
