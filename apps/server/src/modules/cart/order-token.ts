import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** How long a challenge may be solved and its solution spent: a few minutes (one checkout). */
export const ORDER_TOKEN_LIFETIME_MS = 5 * 60_000;

/**
 * The proof of work asked for: PBKDF2/SHA-256 at this many iterations, until a derived key starts
 * with one zero byte (256 tries on average: well under a second in a browser, a cost to a script
 * placing orders in bulk).
 */
export const ORDER_TOKEN_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, keyPrefix: '00' } as const;

const PURPOSE = 'quire-order-token-v1';

export type OrderTokenCheck =
  | { ok: true }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' | 'used' };

export interface OrderTokensDeps {
  /** The server's session secret (system settings or SESSION_SECRET); the HMAC key derives from it. */
  secret: () => Promise<string>;
  /** Spends a solution's challenge once: false when it was spent already. */
  spend: (signature: string, expiresAt: Date, now: Date) => Promise<boolean>;
  /** Whether a challenge's signature was spent (kept until the challenge expires, and a while after). */
  spent: (signature: string) => Promise<boolean>;
  now: () => Date;
}

/** The solution as the widget submits it: base64 of the JSON `{ challenge, solution }`. */
function decode(token: string): Payload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4000) return null;
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const { challenge, solution } = value ?? {};
    if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string') return null;
    if (!challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * The spec's token step, self-hosted: an ALTCHA proof-of-work challenge signed with a key derived
 * from the session secret, whose solution travels as submit-order's recaptchaToken. A solution is
 * good once (its challenge's signature is spent in `order_tokens_used`) and until the challenge
 * expires (checked against the server's clock as well as the library's).
 */
export function createOrderTokens(deps: OrderTokensDeps) {
  const { secret, spend, spent, now } = deps;
  const hmacKey = async () =>
    createHmac('sha256', await secret())
      .update(PURPOSE)
      .digest('hex');

  return {
    /** GET /api/cart/token: a fresh challenge, good for ORDER_TOKEN_LIFETIME_MS. */
    async challenge(): Promise<Challenge> {
      return createChallenge({
        ...ORDER_TOKEN_WORK,
        deriveKey,
        expiresAt: new Date(now().getTime() + ORDER_TOKEN_LIFETIME_MS),
        hmacSignatureSecret: await hmacKey(),
      });
    },

    /**
     * Checks a solution (the recaptchaToken) and spends it: good for one order. `resuming` is a
     * submission taken over from a stopped server with the same key and body: a solution that
     * submission already spent was verified then (only a verified solution is spent), so it passes
     * again, even if it has expired since; one it never reached is checked as usual.
     */
    async verify(token: string, options: { resuming?: boolean } = {}): Promise<OrderTokenCheck> {
      const payload = decode(token);
      if (!payload) return { ok: false, reason: 'malformed' };
      const { challenge, solution } = payload;
      if (options.resuming && (await spent(challenge.signature as string))) return { ok: true };
      const expiresAt = challenge.parameters.expiresAt;
      const at = now();
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= at.getTime())
        return { ok: false, reason: 'expired' };
      const key = await hmacKey();
      // Parameters the signature does not cover, or of an unknown algorithm, make the library throw.
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key }).catch(
        () => null,
      );
      if (!result) return { ok: false, reason: 'invalid' };
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      const fresh = await spend(challenge.signature as string, new Date(expiresAt * 1000), at);
      return fresh ? { ok: true } : { ok: false, reason: 'used' };
    },
  };
}

export type OrderTokens = ReturnType<typeof createOrderTokens>;
