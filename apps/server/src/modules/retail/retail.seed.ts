import { isUniqueViolation } from '../../db/rows';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { RetailerKeysRepository } from './retail.repository';

/**
 * What a seeded key keeps in place of a hash. A key is found by the SHA-256 of what a caller
 * presents, always 64 hexadecimal characters, so no secret ever matches a value with this prefix:
 * the key has no secret at all, and nobody can call the retailers' API with it.
 */
const NO_SECRET = 'none:';

/**
 * Seeding for the retail module (demo mode): a retailer's key that records what a demo retailer did
 * (the demo's coupon redemptions name it) without being usable. Its stored hash follows from its
 * name, so seeding it again, or from several processes at once, keeps one key.
 */
export function createRetailerKeysSeeder(uow: UnitOfWork<RetailerKeysRepository>, now: () => Date) {
  return {
    /** The id of the unusable key of this name, made the first time it is asked for. */
    async ensureKey(name: string): Promise<string> {
      const keyHash = `${NO_SECRET}${name}`;
      const found = await uow.repos.byHash(keyHash);
      if (found) return found.id;
      try {
        // Issued by nobody: it is the seed's, not an administrator's (and so not in the audit log);
        // with no secret, it has no first characters to show.
        const row = await uow.repos.insert({ name, prefix: '—', keyHash, createdAt: now(), createdBy: null });
        return row.id;
      } catch (error) {
        // Another process starting at the same time made it first.
        if (!isUniqueViolation(error, 'retailer_keys_hash_idx')) throw error;
        const made = await uow.repos.byHash(keyHash);
        if (!made) throw error;
        return made.id;
      }
    },
  };
}

export type RetailerKeysSeeder = ReturnType<typeof createRetailerKeysSeeder>;
