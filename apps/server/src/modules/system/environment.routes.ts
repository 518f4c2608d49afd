import { success, systemEndpoints } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { serverTimeOf } from '../../plugins/request-context';
import { optionalUser } from '../access';
import type { EnvironmentService } from './system.environment';

const { getenv } = systemEndpoints;

/** GET /api/account/getenv (spec 3 §7): the server as the web client needs to know it. */
export const environmentRoutes: FastifyPluginAsyncZod<{ environment: EnvironmentService }> = async (
  app,
  { environment },
) => {
  app.get(
    getenv.path,
    {
      // Open to visitors too: the sign-in page needs the operator's name and the clock before anyone
      // signs in. An expired session answers 1080, as everywhere the caller's identity matters.
      preValidation: optionalUser,
      schema: {
        tags: ['system', 'account'],
        summary:
          "What the web client needs to know of its server: the operator's name, the public address, the build, the feature model's version and the server time",
        description:
          'Anyone may call it, signed in or not (nothing in it is private: the version is also in GET /api/health). ' +
          '`build` is the package version, the bundle’s identity (null when the server runs from source) and the ' +
          'source commit (BUILD_COMMIT, null when not set). `featureModel.version` is a hash of what GET ' +
          '/api/feature_model answers this caller: a client that cached the model asks for it again when the ' +
          'version changes (a flag added, switched globally, or granted to the caller); `updatedAt` is when a flag ' +
          'last changed globally. `serverTime` and `serverTimeMs` are the very instant the x-server-time response ' +
          'header carries (ms since the epoch), so a client may read the clock from either.',
        response: responses(getenv.response, 401),
      },
    },
    async (request) =>
      success(
        await environment.describe(request.user?.permissions ?? null, serverTimeOf(request, environment.now)),
      ),
  );
};
