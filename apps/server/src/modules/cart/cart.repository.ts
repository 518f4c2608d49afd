import type { ShippingAddress } from '@quire/domain';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type CartItemRow, type CartRow, cartItems, carts, orderTokensUsed } from './cart.tables';

/** How long a spent solution is remembered after its challenge expired. */
const SPENT_TOKENS_KEPT_MS = 24 * 60 * 60_000;

/** The only code that speaks SQL to `carts` and `cart_items`. */
export function createCartRepository(db: Db) {
  return {
    async find(customerId: string): Promise<CartRow | null> {
      const rows = await db.select().from(carts).where(eq(carts.customerId, customerId));
      return rows[0] ?? null;
    },

    /**
     * The account's cart, made if it has none, locked until the transaction ends (the upsert takes
     * the row's lock), so two changes to one cart wait for each other.
     */
    async lockOrCreate(customerId: string, at: Date): Promise<CartRow> {
      const rows = await db
        .insert(carts)
        .values({ customerId, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: carts.customerId, set: { updatedAt: at } })
        .returning();
      return rows[0] as CartRow;
    },

    async items(cartId: string): Promise<CartItemRow[]> {
      return db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    async findItem(cartId: string, projectId: string, itemType: string): Promise<CartItemRow | null> {
      const rows = await db
        .select()
        .from(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.projectId, projectId),
            eq(cartItems.itemType, itemType),
          ),
        );
      return rows[0] ?? null;
    },

    async insertItem(row: typeof cartItems.$inferInsert): Promise<void> {
      await db.insert(cartItems).values(row);
    },

    async setQuantity(id: string, quantity: number, at: Date): Promise<void> {
      await db.update(cartItems).set({ quantity, updatedAt: at }).where(eq(cartItems.id, id));
    },

    async clearItems(cartId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    },

    async removeItem(id: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.id, id));
    },

    /** Which of these books sit in a cart (any account's), in one read. */
    async projectsInCarts(projectIds: readonly string[]): Promise<string[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ projectId: cartItems.projectId })
        .from(cartItems)
        .where(inArray(cartItems.projectId, [...projectIds]));
      return rows.map((r) => r.projectId);
    },

    /**
     * Whether the project whose id is `projectId` (a column of the caller's statement) is in any
     * cart: an expression the projects module's page statement selects (decision 062).
     */
    inCartFlag(projectId: AnyPgColumn): SQL<boolean> {
      return sql<boolean>`exists (select 1 from ${cartItems} where ${cartItems.projectId} = ${projectId})`;
    },

    async setShippingAddress(cartId: string, address: ShippingAddress, at: Date): Promise<void> {
      await db.update(carts).set({ shippingAddress: address, updatedAt: at }).where(eq(carts.id, cartId));
    },

    async setShippingMethod(cartId: string, method: string, at: Date): Promise<void> {
      await db.update(carts).set({ shippingMethod: method, updatedAt: at }).where(eq(carts.id, cartId));
    },

    async setPaymentMethod(cartId: string, method: CartRow['paymentMethod'], at: Date): Promise<void> {
      await db.update(carts).set({ paymentMethod: method, updatedAt: at }).where(eq(carts.id, cartId));
    },

    /**
     * Spends an order token: true the first time its signature is seen, false after (also when two
     * uses race: the key decides). Tokens past their expiry are purged on the way.
     */
    /** Spends a solution once; spent solutions are kept a day past their expiry (a resumed submission asks). */
    async spendToken(signature: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db
        .delete(orderTokensUsed)
        .where(lt(orderTokensUsed.expiresAt, new Date(now.getTime() - SPENT_TOKENS_KEPT_MS)));
      const rows = await db
        .insert(orderTokensUsed)
        .values({ signature, expiresAt })
        .onConflictDoNothing({ target: orderTokensUsed.signature })
        .returning({ signature: orderTokensUsed.signature });
      return rows.length === 1;
    },

    async tokenSpent(signature: string): Promise<boolean> {
      const rows = await db
        .select({ signature: orderTokensUsed.signature })
        .from(orderTokensUsed)
        .where(eq(orderTokensUsed.signature, signature));
      return rows.length === 1;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
