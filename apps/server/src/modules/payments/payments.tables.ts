import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's authorisations (the payments module; decision in docs/operations.md
 * "Payments"). One row per idempotency key: a repeated authorise with the same key finds this row
 * instead of charging again. No card number and no security code: the card is the brand and the
 * last four digits, as the hosted field answered them.
 */
export const paymentAuthorisations = pgTable(
  'payment_authorisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Exact decimal, two places (drizzle answers it as a string). */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    /** The keys of the capture, void and refund that moved it, so a repeat of one answers the same. */
    captureKey: text('capture_key'),
    voidKey: text('void_key'),
    refundKey: text('refund_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'payment_authorisations_status_check',
      sql`${t.status} in ('authorised', 'captured', 'voided', 'refunded')`,
    ),
    check('payment_authorisations_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payment_authorisations_amount_check', sql`${t.amount} > 0`),
  ],
);
