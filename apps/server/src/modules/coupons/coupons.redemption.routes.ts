import { retailEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import { responses } from '../../plugins/envelope';
import { RETAIL_AUTH as AUTH, currentRetailerKey, type RequireRetailerKey, retailCallLimit } from '../retail';
import type { CouponRedemptionService } from './coupons.redemption.service';

const tags = ['retail'];

const RULES =
  'A code applies to a title when the coupon exists (the code in any case; else COUPON_UNKNOWN), has started (COUPON_NOT_STARTED) and not ended on today’s New York day (COUPON_EXPIRED; an author may end a coupon early), names the EAN (COUPON_EAN_NOT_ON_COUPON), the eBook is on sale now (COUPON_TITLE_NOT_ON_SALE), and the coupon is under its redemption limit (COUPON_LIMIT_REACHED). Prices have two decimals: couponPrice is what the reader pays for the discounted copy (every copy for X_PERCENT_OFF_COUPON, the second copy for BOGO and BOGO_X_PERCENT_OFF); remaining is null when the coupon has no limit.';

/** The retailers' coupon calls (/api/retail/coupons/*), authenticated by API key. */
export const couponRedemptionRoutes: FastifyPluginAsyncZod<{
  redemptions: CouponRedemptionService;
  requireRetailerKey: RequireRetailerKey;
  callLimit: RateLimitRule;
}> = async (app, { redemptions, requireRetailerKey, callLimit }) => {
  const config = { csrf: 'api-key' as const, rateLimit: retailCallLimit(callLimit) };

  app.post(
    e.check.path,
    {
      config,
      preValidation: requireRetailerKey,
      schema: {
        tags,
        summary: 'Whether a coupon code applies to a title now, and at what price (retailers, by API key)',
        description: `${AUTH}\n\n${RULES} A refusal is still 200: applies false, with the refusal's code and message and null prices. Checking redeems nothing.`,
        body: e.check.body,
        response: responses(e.check.response, 400, 401, 429),
      },
    },
    async (request) => success(await redemptions.check(request.body)),
  );

  app.post(
    e.redeem.path,
    {
      config,
      preValidation: requireRetailerKey,
      schema: {
        tags,
        summary:
          "Redeems a coupon for a retailer's order: the sale is recorded at the coupon price (retailers, by API key)",
        description: `${AUTH}\n\n${RULES} A refusal is an error envelope with that code (404 for COUPON_UNKNOWN, 409 for the others). Idempotent by coupon and orderRef: sending an order again (a retry after a timeout) answers its first redemption with replayed true and redeems nothing more, even once the coupon has ended or reached its limit. The limit holds when many orders redeem at once: exactly as many succeed as it allows.`,
        body: e.redeem.body,
        response: responses(e.redeem.response, 400, 401, 404, 409, 429),
      },
    },
    async (request) => success(await redemptions.redeem(request.body, currentRetailerKey(request).id)),
  );
};
