import { referenceEndpoints as e, scheduledPricesEndpoints, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { optionalUser } from '../access';
import type { ReferenceService } from './reference.service';

const tags = ['projects', 'reference'];
const { priceUpdateWindow } = scheduledPricesEndpoints;

/** Reference data for the pricing and size steps: readable without signing in. */
export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  app.get(
    e.royaltyPrices.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'eBook price bands with their retail share and the print retail share (spec 1 §9)',
        response: responses(e.royaltyPrices.response),
      },
    },
    async () => success(reference.royaltyPrices()),
  );

  app.get(
    priceUpdateWindow.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'The window a scheduled price must start in, as the scheduling rules enforce it now',
        description:
          'To the minute, in America/New_York, from the next whole minute to maxStartDaysAhead days ahead; the owner is reminded reminderHoursBefore each change, and retailers show it within effectiveWithinHours.',
        response: responses(priceUpdateWindow.response),
      },
    },
    async () => success(reference.priceUpdateWindow()),
  );

  app.get(
    e.ebookSize.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'The eBook interior and cover files Quire accepts',
        response: responses(e.ebookSize.response),
      },
    },
    async () => success(reference.ebookSize()),
  );

  app.get(
    e.printBookSize.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary:
          'Trim sizes (with points), cover formats, print and paper colours and page counts to choose from',
        querystring: e.printBookSize.query,
        response: responses(e.printBookSize.response, 400),
      },
    },
    async (request) => success(reference.printBookSize(request.query.coverFormat)),
  );
};
