import type { Secrets } from '../../lib/secrets';
import type { RegisteredCard, SandboxCardClass } from './sandbox-cards';

/** How long a registration id stands for its card (as the hosted field's ids do: a day). */
export const REGISTRATION_ID_LIFETIME_MS = 24 * 60 * 60_000;

const PURPOSE = 'eprotect-registration-v1';
const CLASSES: readonly SandboxCardClass[] = [
  'approve',
  'insufficient-funds',
  'needs-cvv',
  'invalid-account',
];

export interface RegistrationIds {
  /** An opaque id for the card: sealed, stateless, carrying no card number. */
  issue(card: RegisteredCard, now: Date): string;
  /** The card an id stands for, or null when it is not one of ours, was altered or has expired. */
  open(id: string, now: Date): RegisteredCard | null;
}

/**
 * The sandbox's registration ids (paypageRegistrationId). Nothing is stored: the id is the card's
 * class, brand, first six and last four digits, expiry and the id's own expiry time, sealed with
 * AES-256-GCM under the data key (lib/secrets.ts), so the browser can neither read nor change it,
 * and a key rotation keeps it readable. The card number and the security code are never in it.
 */
export function createRegistrationIds(secrets: Secrets): RegistrationIds {
  return {
    issue(card, now) {
      const payload = {
        p: PURPOSE,
        c: card.cardClass,
        t: card.type,
        f: card.firstSix,
        l: card.lastFour,
        m: card.expMonth,
        y: card.expYear,
        x: now.getTime() + REGISTRATION_ID_LIFETIME_MS,
      };
      return secrets.seal(JSON.stringify(payload));
    },
    open(id, now) {
      if (typeof id !== 'string' || id.length > 1000 || !secrets.isSealed(id)) return null;
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(secrets.open(id)) as Record<string, unknown>;
      } catch {
        return null;
      }
      const { p, c, t, f, l, m, y, x } = value;
      if (p !== PURPOSE || typeof x !== 'number' || x <= now.getTime()) return null;
      if (!CLASSES.includes(c as SandboxCardClass)) return null;
      if (![t, f, l, m, y].every((v) => typeof v === 'string')) return null;
      return {
        cardClass: c as SandboxCardClass,
        type: t as string,
        firstSix: f as string,
        lastFour: l as string,
        expMonth: m as string,
        expYear: y as string,
      };
    },
  };
}
