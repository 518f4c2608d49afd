import { type AdminTwoStep, appError, fieldError, type TwoStepMethod } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { recordSecurityEvent } from './accounts.security-history';
import type { TwoStepRepositories } from './accounts.two-step.repository';

/** A user's two-step verification as the back office shows it (the contract's type). */
export type TwoStepAdminStatus = AdminTwoStep;

/** The reset's result: who it was (for the e-mail) and the change (for the audit log). */
export interface TwoStepReset {
  user: { customerId: string; email: string; firstName: string };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** How many passkeys the reset removed (the e-mail says so). */
  passkeysRemoved: number;
}

/**
 * The administrators' side of two-step verification (decision 026): read a user's state, and reset it
 * for a user who lost their phone or app — two-step off, the app's secret (set up or pending) and
 * the recovery codes deleted. The reset joins the caller's transaction, where the admin module
 * records the audit entry and writes the e-mail to the user.
 */
export function createTwoStepAdmin({ uow, now }: { uow: UnitOfWork<TwoStepRepositories>; now: () => Date }) {
  return {
    /** Null when no account has this customer id. */
    async status(customerId: string): Promise<TwoStepAdminStatus | null> {
      const user = await uow.repos.users.byCustomerId(customerId);
      if (!user) return null;
      const [s, left, passkeys] = await Promise.all([
        uow.repos.settings(user.id),
        uow.repos.recoveryCodesLeft(user.id),
        uow.repos.passkeys.countOfUser(user.id),
      ]);
      const method = (s?.method ?? null) as TwoStepMethod | null;
      return {
        enabled: method !== null,
        method,
        recoveryCodesLeft: method ? left : 0,
        totpPending: Boolean(s?.totpPendingSealed),
        passkeys,
      };
    },

    /**
     * Turns two-step off for the user and removes their passkeys (decision 048: a lost phone is
     * often a lost passkey too, and a passkey signs in on its own); refused (on `id`) when there is
     * nothing to reset. The user's security history records it.
     */
    async reset(customerId: string, tx: Tx): Promise<TwoStepReset> {
      return uow.withTransaction(async (repos) => {
        const user = await repos.users.byCustomerId(customerId);
        if (!user) throw appError('NOT_FOUND');
        const at = now();
        const s = await repos.lockSettings(user.id, at);
        const passkeys = await repos.passkeys.countOfUser(user.id);
        if (!s.method && !s.totpPendingSealed && passkeys === 0) {
          throw fieldError('id', 'Two-step verification is not on for this account.');
        }
        const left = await repos.recoveryCodesLeft(user.id);
        await repos.saveSettings(user.id, {
          method: null,
          totpSealed: null,
          totpPendingSealed: null,
          totpLastStep: null,
          enabledAt: null,
          updatedAt: at,
        });
        await repos.replaceRecoveryCodes(user.id, [], at);
        await repos.passkeys.deleteOfUser(user.id);
        await recordSecurityEvent(repos.passkeys, { userId: user.id, kind: 'two-step.reset', at });
        return {
          user: { customerId: user.customerId, email: user.email, firstName: user.firstName },
          before: { twoStepMethod: s.method, recoveryCodesLeft: s.method ? left : 0, passkeys },
          after: { twoStepMethod: null, recoveryCodesLeft: 0, passkeys: 0 },
          passkeysRemoved: passkeys,
        };
      }, tx);
    },
  };
}

export type TwoStepAdmin = ReturnType<typeof createTwoStepAdmin>;
