/**
 * Throttled sign-in (decision 019, beyond the spec: spec 3 §6 names only the admin reset and override).
 *
 * Failures are counted per e-mail address, known or not, so a lock says nothing about whether an
 * account exists. LOCKOUT_THRESHOLD failures in a row lock sign-in for LOCKOUT_BASE_MS; every
 * further failure once a lock has passed locks again for twice as long, up to LOCKOUT_CAP_MS.
 * A lock always ends: a stranger who guesses can delay the owner, never shut them out, and the
 * owner can always get back in at once through "Forgot password" (a password reset clears it).
 * While locked, attempts are refused without checking the password and do not extend the lock.
 */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_BASE_MS = 15 * 60_000;
export const LOCKOUT_CAP_MS = 4 * 60 * 60_000;
/** Failures older than this (with no lock in force) are forgotten. */
export const LOCKOUT_MEMORY_MS = 24 * 60 * 60_000;

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
  lastFailureAt: Date | null;
}

export const OPEN_THROTTLE: ThrottleState = Object.freeze({
  failures: 0,
  lockedUntil: null,
  lastFailureAt: null,
});

export function isLocked(state: ThrottleState | null, now: Date): boolean {
  return !!state?.lockedUntil && state.lockedUntil.getTime() > now.getTime();
}

/** How long the lock lasts after `failures` failures in a row (0 below the threshold). */
export function lockDurationMs(failures: number): number {
  if (failures < LOCKOUT_THRESHOLD) return 0;
  const doublings = Math.min(failures - LOCKOUT_THRESHOLD, 30);
  return Math.min(LOCKOUT_BASE_MS * 2 ** doublings, LOCKOUT_CAP_MS);
}

/** The state after one more failed attempt (made while not locked). */
export function recordFailure(state: ThrottleState | null, now: Date): ThrottleState {
  const previous = state ?? OPEN_THROTTLE;
  const forgotten =
    !isLocked(previous, now) &&
    previous.lastFailureAt !== null &&
    now.getTime() - previous.lastFailureAt.getTime() > LOCKOUT_MEMORY_MS;
  const failures = (forgotten ? 0 : previous.failures) + 1;
  const duration = lockDurationMs(failures);
  return {
    failures,
    lockedUntil: duration > 0 ? new Date(now.getTime() + duration) : null,
    lastFailureAt: now,
  };
}

/** An administrator's override: the lock in force ends now; the count stays, so the next failure locks again. */
export function overrideLock(state: ThrottleState): ThrottleState {
  return { ...state, lockedUntil: null };
}

/** Whole minutes left, rounded up (at least 1). */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/**
 * The message of ACCOUNT_LOCKED with the time to wait: how to get back in at once (Forgot
 * password) or when to try again. `until` is the time of day as the caller shows it.
 */
export function lockoutMessage(minutes: number, until: string): string {
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many unsuccessful sign-in attempts. To sign in now, reset your password with "Forgot password", or try again in ${wait} (after ${until}).`;
}

/** The time a lock ends, as a time of day in New York with its zone ("7:15 AM EST"). */
export function formatLockTime(until: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(until);
}
