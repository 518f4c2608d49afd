import {
  type AppError,
  appError,
  formatLockTime,
  isLocked,
  LOCKOUT_MEMORY_MS,
  lockoutMessage,
  minutesLeft,
  overrideLock,
  recordFailure,
  type ThrottleState,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { sha256 } from '../../lib/crypto';
import type { AccountHolderRepository } from './account-holder.repository';

/** The key of an e-mail address in sign_in_throttles: no address is stored in clear. */
export const throttleKey = (email: string) => sha256(`signin:${email.trim().toLowerCase()}`);

export interface LockStatus {
  locked: boolean;
  failures: number;
  lockedUntil: string | null;
}

/**
 * Throttled sign-in (rules in @quire/domain accounts/lockout.ts). Counted per e-mail address,
 * whether or not an account has it, so a lock tells a stranger nothing.
 */
export function createLockoutService(deps: { uow: UnitOfWork<AccountHolderRepository>; now: () => Date }) {
  const { uow, now } = deps;

  function lockedError(until: Date) {
    const at = now();
    return appError('ACCOUNT_LOCKED', {
      description: lockoutMessage(minutesLeft(until, at), formatLockTime(until)),
    });
  }

  const toState = (row: {
    failures: number;
    lockedUntil: Date | null;
    lastFailureAt: Date | null;
  }): ThrottleState => ({
    failures: row.failures,
    lockedUntil: row.lockedUntil,
    lastFailureAt: row.lastFailureAt,
  });

  return {
    /** Refuses (ACCOUNT_LOCKED, with the time) while a lock is in force; the password is not checked. */
    async assertOpen(email: string): Promise<void> {
      const row = await uow.repos.findThrottle(throttleKey(email));
      if (row?.lockedUntil && isLocked(row, now())) throw lockedError(row.lockedUntil);
    },

    /**
     * Counts a failed attempt; answers ACCOUNT_LOCKED (to throw) when this failure locked sign-in,
     * null otherwise. Two concurrent failures are counted one after the other (row lock).
     */
    async failed(email: string): Promise<AppError | null> {
      const key = throttleKey(email);
      return uow.withTransaction(async (repos) => {
        await repos.ensureThrottle(key);
        const row = await repos.lockThrottle(key);
        if (!row) return null;
        const at = now();
        if (isLocked(row, at)) return lockedError(row.lockedUntil as Date);
        const next = recordFailure(toState(row), at);
        await repos.saveThrottle({ emailKey: key, ...next });
        // Failures are forgotten after LOCKOUT_MEMORY_MS (longer than any lock): drop those rows.
        await repos.purgeThrottles(new Date(at.getTime() - LOCKOUT_MEMORY_MS));
        return next.lockedUntil ? lockedError(next.lockedUntil) : null;
      });
    },

    async succeeded(email: string): Promise<void> {
      await uow.repos.deleteThrottle(throttleKey(email));
    },

    async status(email: string): Promise<LockStatus> {
      const row = await uow.repos.findThrottle(throttleKey(email));
      return {
        locked: isLocked(row, now()),
        failures: row?.failures ?? 0,
        lockedUntil: row?.lockedUntil && isLocked(row, now()) ? row.lockedUntil.toISOString() : null,
      };
    },

    /** Forgets every failure (admin reset; a password reset). Joins the caller's transaction when given. */
    async reset(email: string, tx?: Tx): Promise<void> {
      await (tx ? uow.bound(tx) : uow.repos).deleteThrottle(throttleKey(email));
    },

    /** Ends the lock in force but keeps the count: the next failure locks again, for longer. */
    async override(email: string, tx?: Tx): Promise<void> {
      const repos = tx ? uow.bound(tx) : uow.repos;
      const key = throttleKey(email);
      const row = await repos.findThrottle(key);
      if (row) await repos.saveThrottle({ emailKey: key, ...overrideLock(toState(row)) });
    },
  };
}

export type LockoutService = ReturnType<typeof createLockoutService>;
