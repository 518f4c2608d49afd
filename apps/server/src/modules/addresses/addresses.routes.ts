import {
  ADDRESS_COUNTRIES,
  ADDRESS_TYPES,
  addressCreateSchema,
  addressUpdateSchema,
  success,
} from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { requireUser } from '../access';
import type { AddressesService } from './addresses.service';

const addressFields = {
  addressType: z.enum(ADDRESS_TYPES),
  nickname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
};
const addressSchema = z.object({ addressId: z.string(), ...addressFields }).describe('Address');

const { addressType: _type, nickname: _nick, ...billing } = addressFields;
const paymentMethodSchema = z
  .object({
    paymentMethodId: z.string(),
    cardType: z.string(),
    lastFourDigits: z.string(),
    expirationMonth: z.string(),
    expirationYear: z.string(),
    billingAddress: z.object(billing).nullable(),
  })
  .describe('PaymentMethod');

const userIdOf = (request: { userId: string | null }) => request.userId as string;

export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.get(
    '/api/account/addressbook',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The signed-in user's address book, filtered by address type (Mailing), with the countries an address may be in",
        querystring: z.object({ filter: z.enum(ADDRESS_TYPES).default('Mailing') }),
        response: responses(
          z.object({
            addresses: z.array(addressSchema),
            countries: z.array(z.object({ code: z.string(), name: z.string() })),
          }),
          400,
          401,
        ),
      },
    },
    async (request) =>
      success({
        addresses: await addresses.list(userIdOf(request), request.query.filter),
        countries: ADDRESS_COUNTRIES.map((c) => ({ ...c })),
      }),
  );

  app.put(
    '/api/account/addressbook',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Add an address to the address book (every field error at once, on its key)',
        body: addressCreateSchema,
        response: responses(addressSchema, 400, 401),
      },
    },
    async (request) => success(await addresses.add(userIdOf(request), request.body)),
  );

  app.post(
    '/api/account/addressbook',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "Update an address of the address book by addressId (NOT_FOUND for an unknown one or another user's)",
        body: addressUpdateSchema,
        response: responses(addressSchema, 400, 401, 404),
      },
    },
    async (request) => success(await addresses.update(userIdOf(request), request.body)),
  );

  app.get(
    '/api/account/payment-methods',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The signed-in user's stored cards: brand, last four digits, expiry (month padded to two digits), billing address; never a card number",
        response: responses(z.object({ paymentMethods: z.array(paymentMethodSchema) }), 401),
      },
    },
    async (request) => success({ paymentMethods: await addresses.paymentMethods(userIdOf(request)) }),
  );
};
