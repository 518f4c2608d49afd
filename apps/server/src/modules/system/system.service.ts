import { randomToken } from '../../lib/crypto';
import type { SystemRepository } from './system.repository';

const SEED_KEY = 'seeded_by';

export interface HealthReport {
  status: 'ok';
  database: 'embedded' | 'postgres';
  version: string;
}

export interface SystemServiceDeps {
  repo: SystemRepository;
  databaseKind: 'embedded' | 'postgres';
  version: string;
  now: () => Date;
}

export function createSystemService({ repo, databaseKind, version, now }: SystemServiceDeps) {
  return {
    /** Answers only once the database has answered a query. */
    async health(): Promise<HealthReport> {
      await repo.ping();
      return { status: 'ok', database: databaseKind, version };
    },

    /**
     * The secret that signs CSRF tokens: SESSION_SECRET when configured, otherwise one generated on
     * first start and kept in the database so that every process of a deployment shares it.
     */
    async sessionSecret(configured: string | null): Promise<string> {
      if (configured) return configured;
      return repo.getOrInsertSetting('session_secret', randomToken(48), now());
    },

    /** What the last completed start-up seed recorded (seed/index.ts, seedAtStart); null before one. */
    lastSeed: (): Promise<string | null> => repo.getSetting(SEED_KEY),

    recordSeed: (fingerprint: string): Promise<void> => repo.putSetting(SEED_KEY, fingerprint, now()),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
