import { checkoutTrustSince, type OtpType, type TwoStepMethod } from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { TwoStepRepositories } from './accounts.two-step.repository';

/** What the checkout's two-step checks need to know of the signed-in person and their session. */
export interface TwoStepStanding {
  /** The person's two-step method, null when two-step is off. */
  method: TwoStepMethod | null;
  /** When this session last verified a code (verifyotp, e-mail or text) within the trust window. */
  verifiedAt: Date | null;
  /** Whether a text can be sent: the account has a mobile number, saved only once a text verified it. */
  smsReachable: boolean;
}

const CHANNELS: OtpType[] = ['EMAIL', 'SMS'];

/**
 * Two-step verification as other modules read it (the cart's checks of a new address, a new card
 * and a large order): the person's own settings and this session's latest verification. Only codes
 * of the verification dialog count (purpose 'verify'), not a sign-in's second step.
 */
export function createTwoStepTrust({ uow, now }: { uow: UnitOfWork<TwoStepRepositories>; now: () => Date }) {
  return {
    async standing(userId: string, sessionKey: string): Promise<TwoStepStanding> {
      const [settings, user] = await Promise.all([uow.repos.settings(userId), uow.repos.users.byId(userId)]);
      const method = (settings?.method ?? null) as TwoStepMethod | null;
      if (!method) return { method: null, verifiedAt: null, smsReachable: false };
      const since = checkoutTrustSince(now());
      const used = await Promise.all(
        CHANNELS.map((channel) => uow.repos.lastUsedCode(sessionKey, 'verify', channel, since)),
      );
      const verifiedAt =
        used
          .map((row) => row?.usedAt ?? null)
          .filter((at): at is Date => at !== null)
          .sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
      return { method, verifiedAt, smsReachable: Boolean(user?.cellPhoneNumber) };
    },
  };
}

export type TwoStepTrust = ReturnType<typeof createTwoStepTrust>;
