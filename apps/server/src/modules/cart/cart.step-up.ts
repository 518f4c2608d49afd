import { appError, type CheckoutStepUpTrigger, checkoutStepUpCode, isCheckoutTrusted } from '@quire/domain';
import type { TwoStepTrust } from '../accounts';

/** Who is asking: the signed-in person's own account row and their session (its key). */
export interface CheckoutSession {
  userId: string;
  sessionKey: string;
}

export interface CartStepUpDeps {
  twoStep: Pick<TwoStepTrust, 'standing'>;
  now: () => Date;
}

const DESCRIPTIONS: Partial<Record<CheckoutStepUpTrigger['kind'], string>> = {
  // 1077's catalogue message speaks of a phone number (its meaning on the profile page).
  'shipping-address': 'Please verify your identity to ship to a new address.',
};

/**
 * The checkout's two-step checks (the rule: packages/domain cart/step-up.ts). The settings are the
 * signed-in person's own, so a contributor working in an author's account is asked according to
 * their own two-step verification, never the author's. A session that verified a code through
 * verifyotp within CHECKOUT_TWO_STEP_TRUST_MINUTES is not asked.
 */
export function createCartStepUp({ twoStep, now }: CartStepUpDeps) {
  return {
    /** Throws 1077, 1082, 1083 or 1084 when this step needs a verification first. */
    async require(session: CheckoutSession, trigger: CheckoutStepUpTrigger): Promise<void> {
      const standing = await twoStep.standing(session.userId, session.sessionKey);
      const code = checkoutStepUpCode(trigger, {
        method: standing.method,
        trusted: isCheckoutTrusted(standing.verifiedAt, now()),
        smsReachable: standing.smsReachable,
      });
      if (!code) return;
      const description = DESCRIPTIONS[trigger.kind];
      throw appError(code, description ? { description } : {});
    },
  };
}

export type CartStepUp = ReturnType<typeof createCartStepUp>;
