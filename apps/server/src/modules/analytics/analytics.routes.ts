import { retailEndpoints as e, INGEST_BATCH_MAX, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import { responses } from '../../plugins/envelope';
import { currentRetailerKey, RETAIL_AUTH, type RequireRetailerKey, retailCallLimit } from '../retail';
import type { AnalyticsIngest } from './analytics.service';

/** The retailers' analytics calls (/api/retail/events), authenticated by API key. */
export const analyticsIngestRoutes: FastifyPluginAsyncZod<{
  ingest: AnalyticsIngest;
  requireRetailerKey: RequireRetailerKey;
  callLimit: RateLimitRule;
}> = async (app, { ingest, requireRetailerKey, callLimit }) => {
  app.post(
    e.events.path,
    {
      config: { csrf: 'api-key' as const, rateLimit: retailCallLimit(callLimit) },
      preValidation: requireRetailerKey,
      schema: {
        tags: ['retail'],
        summary:
          "Sales, returns, coupon redemptions, samples opened and reading progress from a retailer's system",
        description: `${RETAIL_AUTH}\n\nA batch of 1 to ${INGEST_BATCH_MAX} events, checked whole: one malformed event (a bad EAN or one no book on Quire has, a time in the future, a sale without unitPrice, an eventId twice in the batch, …) refuses the batch with 400, each problem on its field \`events.{index}.{field}\`, and nothing is kept. Idempotent by eventId per retailer: an event sent again (a retried batch) is not kept twice and counts under duplicates. Times are ISO 8601 with their offset; amounts are USD with two decimals. A coupon redeemed through POST /api/retail/coupons/redeem is already counted: send a COUPON_REDEMPTION event only for sales that did not go through that call. \`readerId\` (a pseudonymous account or order reference) lets the reading views relate a purchase to its openings; Quire keeps only a keyed hash of it.`,
        body: e.events.body,
        response: responses(e.events.response, 400, 401, 429),
      },
    },
    async (request) => success(await ingest.ingest(request.body.events, currentRetailerKey(request).id)),
  );
};
