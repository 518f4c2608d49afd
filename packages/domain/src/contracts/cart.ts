import { z } from 'zod';
import { ADDRESS_COUNTRIES, ADDRESS_LIMITS, ADDRESS_MESSAGES } from '../accounts/address';
import { CART_COMPLETENESS } from '../cart/completeness';
import { CART_ITEM_TYPES, CART_MESSAGES, MAX_COPIES_PER_BOOK } from '../cart/items';
import { SHIPPING_METHODS } from '../cart/shipping';
import { CARD_EXPIRY_YEARS_AHEAD } from '../payments/card-expiry';
import { addressSchema } from './addresses';
import { endpoint } from './endpoint';

// The cart (spec 1 §7 "Cart (/api/cart)", spec 3 §7): items, totals, shipping address and method.
// The token step (an ALTCHA challenge), the card field and the payment method; submit-order is in orders.ts.

export const moneySchema = z.string().describe('An amount with two decimals, "4.15"');
const nyDate = z.string().describe('A New York calendar date, yyyy-MM-dd');

export const cartItemSchema = z
  .object({
    projectId: z.string(),
    title: z.string(),
    itemType: z.enum(CART_ITEM_TYPES),
    quantity: z.number().int(),
    /** The print quote's printing cost of one copy. */
    unitPrice: moneySchema,
    lineTotal: moneySchema,
    /** A proof is marked not for resale. */
    notForResale: z.boolean(),
    label: z.string().describe('"Author copy", or "Proof: not for resale"'),
    maxQuantity: z.number().int(),
  })
  .describe('CartItem');
export type CartItem = z.infer<typeof cartItemSchema>;

export const shippingOptionSchema = z
  .object({
    code: z.enum(SHIPPING_METHODS),
    label: z.string(),
    price: moneySchema,
    earliestDelivery: nyDate,
    latestDelivery: nyDate,
    minBusinessDays: z.number().int(),
    maxBusinessDays: z.number().int(),
  })
  .describe('ShippingOption');
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

const { addressId: _id, addressType: _type, ...addressShape } = addressSchema.shape;
/** A shipping address as the cart holds it (the address book's fields, no id). */
export const shippingAddressSchema = z.object(addressShape).describe('ShippingAddress');
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const cartTotalsSchema = z
  .object({
    cartItemTotal: moneySchema,
    cartItemTotalMinusDiscount: moneySchema,
    discountTotal: moneySchema,
    handlingCharge: moneySchema,
    orderTaxTotal: moneySchema,
    orderTotal: moneySchema,
    orderTotalMinusTax: moneySchema,
    shipping: moneySchema,
  })
  .describe('CartTotals');

const { addressId: _bid, addressType: _btype, nickname: _bnick, ...billingShape } = addressSchema.shape;

/** The cart's payment method: the card as the shopper may see it (never its number) and its billing address. */
export const cartPaymentMethodSchema = z
  .object({
    paymentMethodId: z.string().describe('The same card in GET /api/account/payment-methods'),
    cardType: z.string(),
    lastFourDigits: z.string(),
    expirationMonth: z.string().describe('Two digits, "03"'),
    expirationYear: z.string(),
    billingAddress: z.object(billingShape),
  })
  .describe('CartPaymentMethod');
export type CartPaymentMethod = z.infer<typeof cartPaymentMethodSchema>;

export const cartSchema = z
  .object({
    atgSessionId: z.string().nullable().describe("The cart's id; null until something is put in it"),
    customerId: z.string(),
    completeness: z.enum(CART_COMPLETENESS),
    maxProofs: z.number().int().describe('The most proofs of one book a cart may hold'),
    projects: z.array(cartItemSchema),
    shippingMethodSet: z.boolean(),
    shippingGroups: z.array(
      z.object({
        shippingAddress: shippingAddressSchema.nullable(),
        shippingMethod: shippingOptionSchema.nullable(),
      }),
    ),
    paymentGroups: z
      .array(z.object({ paymentMethod: cartPaymentMethodSchema }))
      .describe('The payment method chosen (PUT payment-method); empty until then'),
    tax: z
      .object({ rate: z.string(), label: z.string() })
      .nullable()
      .describe('The destination’s tax, once an address is chosen'),
    totals: cartTotalsSchema,
  })
  .describe('Cart');
export type Cart = z.infer<typeof cartSchema>;

export const addressValidationSchema = z
  .object({
    status: z.enum(['VALID', 'INVALID']),
    problems: z.array(
      z.object({
        code: z.enum(['POSTCODE_MALFORMED', 'ZIP_STATE_MISMATCH', 'UNIT_MISSING']),
        field: z.string(),
        description: z.string(),
        suggestedValue: z.string().optional(),
      }),
    ),
    suggestion: shippingAddressSchema.nullable().describe('The address with every correction applied'),
  })
  .describe('AddressValidation');
export type AddressValidationResult = z.infer<typeof addressValidationSchema>;

const text = (max: number, required?: string) =>
  required
    ? z
        .string({ error: required })
        .trim()
        .min(1, { error: required })
        .max(max, { error: `Max Length ${max}` })
    : z
        .string()
        .trim()
        .max(max, { error: `Max Length ${max}` })
        .default('');
const countryCodes = ADDRESS_COUNTRIES.map((c) => c.code) as [string, ...string[]];

/**
 * A new shipping address: the address book's fields and limits. The postcode's form, the ZIP code's
 * state and a missing unit number are the address check's (answered with a suggestion), not a 400.
 */
export const shippingAddressInputSchema = z.object({
  nickname: text(ADDRESS_LIMITS.nickname),
  firstName: text(ADDRESS_LIMITS.firstName, ADDRESS_MESSAGES.firstName),
  lastName: text(ADDRESS_LIMITS.lastName, ADDRESS_MESSAGES.lastName),
  company: text(ADDRESS_LIMITS.company),
  address1: text(ADDRESS_LIMITS.address1, ADDRESS_MESSAGES.address1),
  address2: text(ADDRESS_LIMITS.address2),
  city: text(ADDRESS_LIMITS.city, ADDRESS_MESSAGES.city),
  state: text(ADDRESS_LIMITS.state),
  postalCode: text(12),
  country: z.enum(countryCodes, { error: ADDRESS_MESSAGES.country }),
  phoneNumber: text(ADDRESS_LIMITS.phoneNumber),
});
export type ShippingAddressInput = z.output<typeof shippingAddressInputSchema>;

const projectId = z.string().max(100);
const itemType = z
  .enum(CART_ITEM_TYPES)
  .default('AUTHOR_COPY')
  .describe('AUTHOR_COPY (default), or PROOF: a proof, marked not for resale');

/** What choosing an address answers: accepted (the cart uses it), or the problems and a suggestion. */
const addressAnswer = z.object({
  accepted: z.boolean(),
  addressValidation: addressValidationSchema,
  cart: cartSchema,
});

/** A billing address: a shipping address's fields without the nickname. */
export const billingAddressInputSchema = shippingAddressInputSchema.omit({ nickname: true });
export type BillingAddressInput = z.output<typeof billingAddressInputSchema>;

const place = z.object({ code: z.string(), name: z.string() });

export const cartEndpoints = {
  root: endpoint({ method: 'GET', path: '/api/cart', response: z.object({ cart: cartSchema }) }),
  checkoutPage: endpoint({
    method: 'GET',
    path: '/api/cart/checkoutPage',
    response: z.object({
      cart: cartSchema,
      addresses: z.array(addressSchema).describe("The address book's addresses to choose from"),
      shippingMethods: z.array(shippingOptionSchema).describe('Empty until a shipping address is chosen'),
    }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/cart/add',
    body: z.object({
      projectId,
      quantity: z.literal(1, { error: CART_MESSAGES.addQuantity }).default(1),
      itemType,
    }),
    response: z.object({ cart: cartSchema }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/cart/update',
    body: z.object({
      projectId,
      quantity: z
        .number({ error: CART_MESSAGES.quantity })
        .int({ error: CART_MESSAGES.quantity })
        .min(0, { error: CART_MESSAGES.quantity })
        .max(MAX_COPIES_PER_BOOK, { error: CART_MESSAGES.quantity })
        .describe('0 takes the line out of the cart'),
      itemType,
    }),
    response: z.object({ cart: cartSchema }),
  }),
  shippingAddress: endpoint({
    method: 'POST',
    path: '/api/cart/shipping-address',
    body: shippingAddressInputSchema,
    response: addressAnswer,
  }),
  shippingAddressNickname: endpoint({
    method: 'POST',
    path: '/api/cart/shipping-address-nickname',
    body: z.object({
      nickname: z
        .string({ error: CART_MESSAGES.nickname })
        .trim()
        .min(1, { error: CART_MESSAGES.nickname })
        .max(ADDRESS_LIMITS.nickname),
    }),
    response: addressAnswer,
  }),
  shippingMethods: endpoint({
    method: 'GET',
    path: '/api/cart/shipping-methods',
    response: z.object({ shippingMethods: z.array(shippingOptionSchema) }),
  }),
  shippingMethod: endpoint({
    method: 'POST',
    path: '/api/cart/shipping-method',
    body: z.object({ shippingMethod: z.enum(SHIPPING_METHODS, { error: CART_MESSAGES.shippingMethod }) }),
    response: z.object({ cart: cartSchema }),
  }),
  token: endpoint({
    method: 'GET',
    path: '/api/cart/token',
    response: z.object({
      challenge: z
        .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() })
        .describe('An ALTCHA proof-of-work challenge; its solution travels as recaptchaToken'),
    }),
  }),
  eProtectId: endpoint({
    method: 'GET',
    path: '/api/cart/eProtectId',
    response: z.object({
      paypageId: z
        .string()
        .describe(
          "The card field's page id at the gateway; its answer, paypageRegistrationId, is the eProtectId",
        ),
      gateway: z.enum(['WORLDPAY', 'WORLDPAY_TEST']),
      registrationUrl: z.string().describe('Where the card form posts the card, straight from the browser'),
      expirationYears: z.array(z.string()).describe(`This year to this year plus ${CARD_EXPIRY_YEARS_AHEAD}`),
    }),
  }),
  paymentMethod: endpoint({
    method: 'PUT',
    path: '/api/cart/payment-method',
    body: z.object({
      eProtectId: z
        .string({ error: 'Please enter your card.' })
        .trim()
        .min(1, { error: 'Please enter your card.' })
        .max(1000)
        .describe("The card field's paypageRegistrationId"),
      expirationMonth: z.string().trim().max(2).describe('1 to 12; answered padded to two digits'),
      expirationYear: z.string().trim().max(4),
      billingAddress: billingAddressInputSchema,
    }),
    response: z.object({ cart: cartSchema }),
  }),
  billingAddressCountries: endpoint({
    method: 'GET',
    path: '/api/cart/billing-address-countries',
    response: z.object({ countries: z.array(place) }),
  }),
  billingAddressStates: endpoint({
    method: 'GET',
    path: '/api/cart/billing-address-states/:country',
    params: z.object({ country: z.string().max(3) }),
    response: z.object({ states: z.array(place).describe('Empty for a country with no list') }),
  }),
};
