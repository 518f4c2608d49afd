import { createHash } from 'node:crypto';
import {
  ADMIN_PERMISSION,
  appError,
  FEATURE_DESCRIPTIONS,
  FEATURE_FLAGS,
  type Feature,
  hasPermission,
  type Role,
} from '@quire/domain';
import type { AccessRepository } from './access.repository';

/** A feature flag as the API answers it (the contract's type). */
export type FeatureModelEntry = Feature;

export interface AccessServiceDeps {
  repo: AccessRepository;
  now: () => Date;
}

/**
 * How long this process trusts its copy of the globally enabled flags. Every signed-in request
 * needs them (effectivePermissions); a switch made here is seen at once, one made by another API
 * process within this time.
 */
export const GLOBAL_FLAGS_TTL_MS = 5_000;

export function createAccessService({ repo, now }: AccessServiceDeps) {
  let globalFlags: { flags: Promise<string[]>; until: number } | null = null;
  function globallyEnabled(): Promise<string[]> {
    const at = Date.now();
    if (!globalFlags || globalFlags.until <= at) {
      const flags = repo.globallyEnabledFlags();
      globalFlags = { flags, until: at + GLOBAL_FLAGS_TTL_MS };
      // A failed read is not kept: the next request asks the database again.
      flags.catch(() => {
        if (globalFlags?.flags === flags) globalFlags = null;
      });
    }
    return globalFlags.flags;
  }

  return {
    /** Brings the feature_flags table in line with the domain's list (every start, idempotent). */
    async syncFeatureFlags(): Promise<void> {
      await repo.upsertFlags(
        FEATURE_FLAGS.map((flag) => ({
          flag,
          description: FEATURE_DESCRIPTIONS[flag].description,
          enabled: FEATURE_DESCRIPTIONS[flag].defaultOn,
        })),
        now(),
      );
      globalFlags = null;
    },

    /**
     * The permissions a user holds: the flags granted to them, every flag that is on globally, and
     * ADMIN_PERMISSION for administrators. Sorted and without duplicates.
     */
    async effectivePermissions(user: {
      role: Role | string;
      permissions: readonly string[];
    }): Promise<string[]> {
      const global = await globallyEnabled();
      const all = new Set<string>([...user.permissions, ...global]);
      if (user.role === 'ADMIN') all.add(ADMIN_PERMISSION);
      return [...all].sort();
    },

    /** GET /api/feature_model: the global model, `enabled` per user when signed in. */
    async featureModel(userPermissions: readonly string[] | null): Promise<FeatureModelEntry[]> {
      const rows = await repo.listFlags();
      return rows.map((r) => ({
        flag: r.flag,
        description: r.description,
        enabled: userPermissions ? hasPermission(userPermissions, r.flag) : r.enabledGlobally,
      }));
    },

    /**
     * The version of the feature model as `userPermissions` (null: anonymous) see it: a hash of what
     * GET /api/feature_model answers them, which changes when a flag is added, described anew,
     * switched globally or granted to them; and when a flag last changed globally.
     */
    async featureModelVersion(
      userPermissions: readonly string[] | null,
    ): Promise<{ version: string; updatedAt: string | null }> {
      const rows = await repo.listFlags();
      const model = rows.map((r) => [
        r.flag,
        r.description,
        userPermissions ? hasPermission(userPermissions, r.flag) : r.enabledGlobally,
      ]);
      const latest = rows.reduce<Date | null>((at, r) => (at && at >= r.updatedAt ? at : r.updatedAt), null);
      return {
        version: createHash('sha256').update(JSON.stringify(model)).digest('hex').slice(0, 16),
        updatedAt: latest ? latest.toISOString() : null,
      };
    },

    /** Admin: switch a flag on or off for everyone. */
    async setGlobalFlag(flag: string, enabled: boolean): Promise<FeatureModelEntry> {
      const row = await repo.setGlobal(flag, enabled, now());
      globalFlags = null;
      if (!row) throw appError('NOT_FOUND', { field: 'flag' });
      return { flag: row.flag, description: row.description, enabled: row.enabledGlobally };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
