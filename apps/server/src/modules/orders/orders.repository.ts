import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type IdempotencyKeyRow,
  idempotencyKeys,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
} from './orders.tables';

/** The only code that speaks SQL to `orders`, `order_items` and `idempotency_keys`. */
export function createOrdersRepository(db: Db) {
  return {
    async insertOrder(
      row: Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>,
      items: Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>[],
    ): Promise<OrderRow> {
      const [order] = await db.insert(orders).values(row).returning();
      const placed = order as OrderRow;
      if (items.length > 0)
        await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: placed.id })));
      return placed;
    },

    async byId(id: string): Promise<OrderRow | null> {
      return (await db.select().from(orders).where(eq(orders.id, id)))[0] ?? null;
    },

    async byNumber(customerId: string, orderNumber: string): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)));
      return rows[0] ?? null;
    },

    async items(orderId: string): Promise<OrderItemRow[]> {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },

    /**
     * Claims a key for one submission: true when this call made it (in flight), false when it exists.
     * Keys older than `purgeBefore` go first (they are kept at least 24 hours).
     */
    async claimKey(
      customerId: string,
      key: string,
      requestHash: string,
      at: Date,
      purgeBefore: Date,
    ): Promise<IdempotencyKeyRow | null> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, purgeBefore));
      const rows = await db
        .insert(idempotencyKeys)
        .values({ customerId, key, requestHash, state: 'in-flight', createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: [idempotencyKeys.customerId, idempotencyKeys.key] })
        .returning();
      return rows[0] ?? null;
    },

    async findKey(customerId: string, key: string): Promise<IdempotencyKeyRow | null> {
      const rows = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
      return rows[0] ?? null;
    },

    /** Takes over a key left in flight (its server stopped): only if no one else did since `seen`. */
    async takeOverKey(id: string, seen: Date, at: Date): Promise<IdempotencyKeyRow | null> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ updatedAt: at })
        .where(
          and(
            eq(idempotencyKeys.id, id),
            eq(idempotencyKeys.state, 'in-flight'),
            eq(idempotencyKeys.updatedAt, seen),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    async completeKey(id: string, orderId: string, at: Date): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', orderId, updatedAt: at })
        .where(eq(idempotencyKeys.id, id));
    },

    /** Lets a key go when its attempt placed no order (a decline, a refused cart), so it may be tried again. */
    async releaseKey(id: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'in-flight')));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
