import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

// The common-passwords list (about 14 MB resident) is loaded at the first check, not at start-up (a lighter start).
const requireHere = createRequire(import.meta.url);

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/** argon2id (the library's default algorithm) with a random salt; the PHC string keeps the parameters. */
export function hashSecret(secret: string, cost: HashCost): Promise<string> {
  return hash(secret, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** Security answers compare without regard to case or surrounding spaces. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

let common: Set<string> | null = null;

/**
 * Whether a password is on the zxcvbn-ts common-passwords list (about 50,000 leaked passwords),
 * compared lower-cased so that "Password1" counts as "password1".
 */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    const { dictionary } = requireHere(
      '@zxcvbn-ts/language-common',
    ) as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}
