import { COVER_FORMATS, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { optionalUser } from '../access';
import type { ReferenceService } from './reference.service';

const tags = ['projects', 'reference'];

/** Reference data for the pricing and size steps: readable without signing in. */
export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  app.get(
    '/api/project/royalty-prices',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'eBook price bands with their retail share and the print retail share (spec 1 §9)',
        response: responses(
          z.object({
            ebook: z.array(
              z.object({ min: z.string(), max: z.string(), share: z.string(), royaltyRate: z.string() }),
            ),
            printRetailShare: z.string(),
          }),
        ),
      },
    },
    async () => success(reference.royaltyPrices()),
  );

  app.get(
    '/api/project/priceUpdateWindow',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          'The window a scheduled price must start in, as the scheduling rules enforce it now: to the minute, in America/New_York, from the next whole minute to maxStartDaysAhead days ahead; the owner is reminded reminderHoursBefore each change, and retailers show it within effectiveWithinHours',
        response: responses(
          z
            .object({
              open: z.boolean(),
              timeZone: z.literal('America/New_York'),
              granularity: z.literal('minute'),
              earliestStart: z.string().describe("With the New York offset, '2026-03-05T14:31:00-05:00'"),
              latestStart: z.string(),
              maxStartDaysAhead: z.number().int(),
              reminderHoursBefore: z.number().int(),
              effectiveWithinHours: z.number().int(),
            })
            .describe('PriceUpdateWindow'),
        ),
      },
    },
    async () => success(reference.priceUpdateWindow()),
  );

  app.get(
    '/api/project/eBookSize',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The eBook interior and cover files Quire accepts',
        response: responses(
          z.object({
            interiorFormats: z.array(z.string()),
            maxInteriorMegabytes: z.number(),
            coverFormats: z.array(z.string()),
            coverMinWidthPx: z.number(),
            coverMinHeightPx: z.number(),
            coverAspectRatio: z.string(),
          }),
        ),
      },
    },
    async () => success(reference.ebookSize()),
  );

  app.get(
    '/api/project/printBookSize',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          'Trim sizes (with points), cover formats, print and paper colours and page counts to choose from',
        querystring: z.object({ coverFormat: z.enum(COVER_FORMATS).optional() }),
        response: responses(
          z.object({
            sizes: z.array(
              z.object({
                pageSize: z.string(),
                widthIn: z.number(),
                heightIn: z.number(),
                widthPt: z.number(),
                heightPt: z.number(),
                trimClass: z.string(),
                coverFormats: z.array(z.string()),
              }),
            ),
            coverFormats: z.array(z.object({ value: z.string(), label: z.string() })),
            printColors: z.array(z.object({ value: z.string(), label: z.string() })),
            paperColors: z.array(z.object({ value: z.string(), label: z.string() })),
            pageCountMin: z.number().int(),
            pageCountMax: z.number().int(),
          }),
          400,
        ),
      },
    },
    async (request) => success(reference.printBookSize(request.query.coverFormat)),
  );
};
