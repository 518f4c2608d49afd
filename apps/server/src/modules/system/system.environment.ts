import type { ServerEnvironment } from '@quire/domain';
import type { AccessService } from '../access';

export interface EnvironmentDeps {
  operatorName: string;
  publicUrl: string;
  version: string;
  buildId: string | null;
  commit: string | null;
  demo: boolean;
  /** The feature model's version as a caller sees it. */
  featureModel: Pick<AccessService, 'featureModelVersion'>;
  now: () => Date;
}

/**
 * GET /api/account/getenv: what the web client needs to know of its server. Nothing here is a
 * secret: the operator's name and address are on every page, the version is GET /api/health's,
 * and the feature model's version is a hash of what GET /api/feature_model answers the caller.
 */
export function createEnvironmentService(deps: EnvironmentDeps) {
  return {
    /** The clock the answer's time is read from (the request's x-server-time instant). */
    now: deps.now,

    /**
     * The environment at `at` (the instant the response header carries), with the feature model
     * as `permissions` see it (null: a visitor who is not signed in).
     */
    async describe(permissions: readonly string[] | null, at: Date): Promise<ServerEnvironment> {
      return {
        operatorName: deps.operatorName,
        publicUrl: deps.publicUrl,
        build: { version: deps.version, buildId: deps.buildId, commit: deps.commit },
        featureModel: await deps.featureModel.featureModelVersion(permissions),
        demo: deps.demo,
        serverTime: at.toISOString(),
        serverTimeMs: at.getTime(),
      };
    },
  };
}

export type EnvironmentService = ReturnType<typeof createEnvironmentService>;
