import { ADMIN_PERMISSION, success, ultraPremiumEndpoints } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import type { AdminUsersService } from './admin.users.service';

const e = ultraPremiumEndpoints;
const tags = ['admin'];
const admin = requirePermission(ADMIN_PERMISSION);

/** The refusals a conversion answers, each a 409 with its catalogue code. */
const REFUSALS =
  'ULTRA_PREMIUM_NOT_PRINT (an eBook), ULTRA_PREMIUM_ON_SALE (ONSALE, LSI_ONSALE, or CORRECTING while it stays on sale), ' +
  'ULTRA_PREMIUM_IN_PROCESS (PROCESSING_ONSALE, PROCESSING_OFFSALE: in the retailer’s intake; PROCESSING_DROPSHIP: being printed), ' +
  'ULTRA_PREMIUM_SPEC_INCOMPLETE (no book size, cover format or page count), ULTRA_PREMIUM_TRIM_SIZE (pageSize: ' +
  '5.5x8.5, 6x9, 6.14x9.21, 7x10, 8x10, 8.5x11 only), ULTRA_PREMIUM_PAGE_COUNT (pageCount: an even number from 24 to 500), ' +
  'ULTRA_PREMIUM_ALREADY (converted before).';

/** Ultra Premium print (spec 3 §7, admin users); administrators only (ADMIN_PERMISSION). {id} is a project id. */
export const adminUltraPremiumRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (
  app,
  { users },
) => {
  app.get(
    e.compare.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "A book's print option beside its Ultra Premium version, each with its printing cost, floor price and royalty at today's list price, and whether it may convert",
        description:
          'Ultra Premium is the print option above the standard ones: 80# premium white paper, full color and a ' +
          'soft-touch matte cover, priced by its own cost table (a per-copy fixed cost and a per-page cost by trim, ' +
          'the hardcover extras as in the standard table) with the same rules as every print quote: the floor price ' +
          "is printing cost / 0.55 rounded up to the cent, the royalty is the author's 55% of the list price less " +
          'printing. `current` is the book as it is printed now, `ultraPremium` its Ultra Premium version (size, ' +
          'page count and cover format kept); a quote is null where the option cannot be priced. ' +
          '`printingCostChange` and `royaltyChange` are Ultra Premium less current; `belowUltraPremiumFloor` says ' +
          "today's list price would earn nothing (the conversion would reset it). `mayConvert` is false with every " +
          `reason in \`reasons\`: ${REFUSALS} Reading changes nothing. An unknown or malformed id answers 404.`,
        params: e.compare.params,
        response: responses(e.compare.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.ultraPremiumCompare(currentUser(request), request.params.id)),
  );

  app.post(
    e.convert.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Convert a print book to Ultra Premium: its tier, color, paper and finish, with a history entry, an audit entry and an e-mail to the author',
        description:
          'One transaction: the project becomes ULTRA_PREMIUM (FULL_COLOR, WHITE paper, MATTE finish; size, page ' +
          'count and cover format kept), its print quote is renewed, and its list price is kept while it still ' +
          'earns a royalty (otherwise reset with the below-floor warning the author sees, as after any spec ' +
          'change); the book’s history gets `print.ultra-premium`, the audit log `project.ultra-premium-convert` ' +
          '(before and after), and the author an e-mail with the new printing cost, floor price and royalty. ' +
          `Refused with 409 and every reason at once: ${REFUSALS} The rules are read on the locked row, so two ` +
          'conversions of one book cannot both pass. An unknown or malformed id answers 404. No body.',
        params: e.convert.params,
        response: responses(e.convert.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await users.ultraPremiumConvert(currentUser(request), request.params.id)),
  );
};
