import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AddressRow, addresses, type PaymentMethodRow, paymentMethods } from './addresses.tables';

export function createAddressesRepository(db: Db) {
  return {
    async list(userId: string, addressType: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.addressType, addressType)))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
    },

    async countOf(userId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * Every account with an address (of these accounts when given) and whether one of its addresses
     * is in these countries (ISO 3166 alpha-2), one row per account.
     */
    async inCountries(countries: readonly string[], userIds?: readonly string[]) {
      const inside = sql<boolean>`bool_or(${addresses.country} = any(${sql.param([...countries])}::text[]))`;
      return db
        .select({ userId: addresses.userId, inside })
        .from(addresses)
        .where(userIds ? sql`${addresses.userId} = any(${sql.param([...userIds])}::uuid[])` : undefined)
        .groupBy(addresses.userId);
    },

    async insert(row: typeof addresses.$inferInsert): Promise<AddressRow> {
      const rows = await db.insert(addresses).values(row).returning();
      return rows[0] as AddressRow;
    },

    /** Updates the user's own address; null when it is not theirs or does not exist. */
    async update(
      userId: string,
      id: string,
      patch: Omit<Partial<typeof addresses.$inferInsert>, 'id' | 'userId' | 'createdAt'>,
    ): Promise<AddressRow | null> {
      const rows = await db
        .update(addresses)
        .set(patch)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    async paymentMethods(userId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(asc(paymentMethods.createdAt));
    },

    /** The user's stored card of this brand, last four and expiry, if there is one. */
    async findPaymentMethod(
      userId: string,
      card: Pick<PaymentMethodRow, 'cardType' | 'lastFourDigits' | 'expirationMonth' | 'expirationYear'>,
    ): Promise<PaymentMethodRow | null> {
      const rows = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.userId, userId),
            eq(paymentMethods.cardType, card.cardType),
            eq(paymentMethods.lastFourDigits, card.lastFourDigits),
            eq(paymentMethods.expirationMonth, card.expirationMonth),
            eq(paymentMethods.expirationYear, card.expirationYear),
          ),
        );
      return rows[0] ?? null;
    },

    async insertPaymentMethod(row: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
      const rows = await db.insert(paymentMethods).values(row).returning();
      return rows[0] as PaymentMethodRow;
    },

    async updatePaymentMethod(
      id: string,
      patch: Pick<PaymentMethodRow, 'providerToken' | 'billingAddress'>,
    ): Promise<PaymentMethodRow> {
      const rows = await db.update(paymentMethods).set(patch).where(eq(paymentMethods.id, id)).returning();
      return rows[0] as PaymentMethodRow;
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
