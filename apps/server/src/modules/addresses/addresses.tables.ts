import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/** The address book (spec 3 §3 Address), one row per address; rules in @quire/domain accounts/address.ts. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull().default('Mailing'),
    nickname: text('nickname').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId, t.addressType)],
);

/**
 * Stored payment methods (spec 3 §3), kept by the cart's payment step. There is no column for
 * a card number: the card stays with the payment provider, which answers a token, the brand, the
 * last four digits and the expiry.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerToken: text('provider_token').notNull(),
    cardType: text('card_type').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_methods_user_id_idx').on(t.userId),
    check('payment_methods_last_four_check', sql`${t.lastFourDigits} ~ '^[0-9]{4}$'`),
    check('payment_methods_month_check', sql`${t.expirationMonth} between 1 and 12`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
