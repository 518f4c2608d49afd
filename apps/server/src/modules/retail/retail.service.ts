import { createHash, randomBytes } from 'node:crypto';
import { appError, isAdmin, isUuid, type LoggedInUser, type retailerKeySchema } from '@quire/domain';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import type { RetailerKeysRepository } from './retail.repository';
import type { RetailerKeyRow } from './retail.tables';

export type RetailerKey = z.infer<typeof retailerKeySchema>;

/** The key a retailer's call authenticated with (request.retailerKey). */
export interface RetailerKeyIdentity {
  id: string;
  name: string;
  prefix: string;
}

/** Every key starts so, which tells it apart from other secrets in a retailer's configuration. */
export const RETAILER_KEY_PREFIX = 'qrk_';
/** The characters of a key kept in clear to tell keys apart. */
const SHOWN = 8;
/** last_used_at is written at most this often per key. */
const TOUCH_MS = 60_000;
/** No key Quire issues is longer (qrk_ + 43 characters). */
const LONGEST = 100;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function toRetailerKey(row: RetailerKeyRow): RetailerKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export interface RetailerKeysServiceDeps {
  uow: UnitOfWork<RetailerKeysRepository>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

/**
 * Retailers' API keys (the retailers' API: coupon checks and redemptions). An administrator issues
 * a key (256 random bits, `qrk_` + base64url): the whole key is answered once; Quire keeps its
 * SHA-256 and its first characters. Revoking a key ends it at once; it stays listed for the record.
 * Every issue and revocation is in the audit log, in the transaction that makes it.
 */
export function createRetailerKeysService({ uow, audit, now }: RetailerKeysServiceDeps) {
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  function assertAdmin(user: LoggedInUser): void {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  }

  return {
    /** GET /api/admin/retailer-keys: every key, newest first. */
    async list(user: LoggedInUser): Promise<RetailerKey[]> {
      assertAdmin(user);
      return (await uow.repos.list()).map(toRetailerKey);
    },

    /** POST /api/admin/retailer-keys: a new key for a retailer; the secret is in this answer only. */
    async issue(user: LoggedInUser, name: string): Promise<{ key: RetailerKey; secret: string }> {
      assertAdmin(user);
      const secret = `${RETAILER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      return uow.withTransaction(async (repos, tx) => {
        const row = await repos.insert({
          name: name.trim(),
          prefix: secret.slice(0, SHOWN),
          keyHash: hashOf(secret),
          createdAt: now(),
          createdBy: user.customerId,
        });
        const key = toRetailerKey(row);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'retailer-key.issue',
            targetType: 'retailer-key',
            targetId: row.id,
            after: key,
          },
          tx,
        );
        return { key, secret };
      });
    },

    /**
     * DELETE /api/admin/retailer-keys/:id: the key stops working at once. A key already revoked is
     * answered as it is (nothing more is recorded); an unknown id is 404.
     */
    async revoke(user: LoggedInUser, id: string): Promise<RetailerKey> {
      assertAdmin(user);
      if (!isUuid(id)) throw appError('NOT_FOUND', { field: 'id' });
      return uow.withTransaction(async (repos, tx) => {
        const before = await repos.find(id);
        if (!before) throw appError('NOT_FOUND', { field: 'id' });
        const row = await repos.revoke(id, now());
        if (!row) return toRetailerKey(before);
        const key = toRetailerKey(row);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'retailer-key.revoke',
            targetType: 'retailer-key',
            targetId: row.id,
            before: toRetailerKey(before),
            after: key,
          },
          tx,
        );
        return key;
      });
    },

    /**
     * The key a caller presents, when it is one Quire issued and has not revoked; null otherwise.
     * Notes when it was last used (at most once a minute).
     */
    async authenticate(secret: string | null | undefined): Promise<RetailerKeyIdentity | null> {
      if (!secret?.startsWith(RETAILER_KEY_PREFIX) || secret.length > LONGEST) return null;
      const row = await uow.repos.byHash(hashOf(secret));
      if (!row || row.revokedAt) return null;
      const at = now();
      const since = new Date(at.getTime() - TOUCH_MS);
      if (!row.lastUsedAt || row.lastUsedAt < since) await uow.repos.touch(row.id, at, since);
      return { id: row.id, name: row.name, prefix: row.prefix };
    },
  };
}

export type RetailerKeysService = ReturnType<typeof createRetailerKeysService>;
