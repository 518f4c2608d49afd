import { and, asc, count, eq } from 'drizzle-orm';
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
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
