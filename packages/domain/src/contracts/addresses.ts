import { z } from 'zod';
import { ADDRESS_TYPES, addressCreateSchema, addressUpdateSchema } from '../accounts/address';
import { endpoint } from './endpoint';

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

/** An address as the address book answers it. */
export const addressSchema = z.object({ addressId: z.string(), ...addressFields }).describe('Address');
export type Address = z.infer<typeof addressSchema>;

const { addressType: _type, nickname: _nick, ...billing } = addressFields;

/** A stored payment method (spec 3 §3): never a card number; the month padded to two digits. */
export const paymentMethodSchema = z
  .object({
    paymentMethodId: z.string(),
    cardType: z.string(),
    lastFourDigits: z.string(),
    expirationMonth: z.string(),
    expirationYear: z.string(),
    billingAddress: z.object(billing).nullable(),
  })
  .describe('PaymentMethod');
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The address book (filter Mailing, add, update) and the stored payment methods. */
export const addressesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/addressbook',
    query: z.object({ filter: z.enum(ADDRESS_TYPES).default('Mailing') }),
    response: z.object({
      addresses: z.array(addressSchema),
      countries: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  }),
  add: endpoint({
    method: 'PUT',
    path: '/api/account/addressbook',
    body: addressCreateSchema,
    response: addressSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/account/addressbook',
    body: addressUpdateSchema,
    response: addressSchema,
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/api/account/payment-methods',
    response: z.object({ paymentMethods: z.array(paymentMethodSchema) }),
  }),
};
