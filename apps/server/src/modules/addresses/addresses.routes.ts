import { ADDRESS_COUNTRIES, addressesEndpoints, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { requireUser } from '../access';
import type { AddressesService } from './addresses.service';

const e = addressesEndpoints;
const userIdOf = (request: { userId: string | null }) => request.userId as string;

export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The signed-in user's address book, filtered by address type (Mailing), with the countries an address may be in",
        querystring: e.list.query,
        response: responses(e.list.response, 400, 401),
      },
    },
    async (request) =>
      success({
        addresses: await addresses.list(userIdOf(request), request.query.filter),
        countries: ADDRESS_COUNTRIES.map((c) => ({ ...c })),
      }),
  );

  app.put(
    e.add.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Add an address to the address book (every field error at once, on its key)',
        body: e.add.body,
        response: responses(e.add.response, 400, 401),
      },
    },
    async (request) => success(await addresses.add(userIdOf(request), request.body)),
  );

  app.post(
    e.update.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "Update an address of the address book by addressId (NOT_FOUND for an unknown one or another user's)",
        body: e.update.body,
        response: responses(e.update.response, 400, 401, 404),
      },
    },
    async (request) => success(await addresses.update(userIdOf(request), request.body)),
  );

  app.get(
    e.paymentMethods.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The signed-in user's stored cards: brand, last four digits, expiry (month padded to two digits), billing address; never a card number",
        response: responses(e.paymentMethods.response, 401),
      },
    },
    async (request) => success({ paymentMethods: await addresses.paymentMethods(userIdOf(request)) }),
  );
};
