import { backlistEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { BacklistService } from './backlist.service';

/** Backlist metadata (spec 1 §7 "POST load-bst-metadata"; decision 047). */
export const backlistRoutes: FastifyPluginAsyncZod<{ backlist: BacklistService }> = async (
  app,
  { backlist },
) => {
  app.post(
    e.loadBacklistMetadata.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['projects', 'isbn'],
        summary:
          "Load a backlist book's metadata from the retail catalogue: what would change, or apply the accepted fields",
        description:
          "For a project whose ISBN (or EAN; or `isbn`, when given) the retail catalogue lists: compares the listing's title, subtitle, contributors, description, categories, language, series and list price with the project's, field by field (`changes`, each with the project's value and the listing's in words; a field the listing leaves empty is never offered). Without `apply` nothing is written. With `apply`, the accepted fields that would change are loaded as one save of the project (the rules and answers of POST /api/project) with one entry in the book's history (`metadata.backlist-loaded`), in one transaction; `applied` names them, `project` is the saved project and `changes` what the listing would still change. An ISBN the project does not hold yet is saved with them, under the save's ISBN rules. 21063 (404) when the catalogue does not know the ISBN, 21006/21040 when it is malformed or the project has none; 404 for a project the caller may not change.",
        body: e.loadBacklistMetadata.body,
        response: responses(e.loadBacklistMetadata.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await backlist.load(currentUser(request), request.body)),
  );
};
