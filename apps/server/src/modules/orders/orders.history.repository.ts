import type { CartItemType, OrderHistorySort, OrderStatus } from '@quire/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderItemRow, type OrderRow, orderItems, orders } from './orders.tables';

/** What the order history is filtered by, already checked and turned into instants by the service. */
export interface OrderHistoryFilter {
  /** One account's orders; undefined: every account's (administrators). */
  customerId?: string | undefined;
  /** Placed at or after (inclusive) and before (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  type?: CartItemType | undefined;
  status?: OrderStatus | undefined;
  /** An order number's beginning or part of a line's title, case-insensitive. */
  q?: string | undefined;
  sort: OrderHistorySort;
  limit: number;
  offset: number;
}

export type OrderHistoryRow = OrderRow;

/** `%`, `_` and `\` typed by the caller match themselves in a LIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDERING: Record<OrderHistorySort, SQL[]> = {
  DATE_DESC: [desc(orders.placedAt), desc(orders.orderNumber)],
  DATE_ASC: [asc(orders.placedAt), asc(orders.orderNumber)],
  TOTAL_DESC: [desc(orders.orderTotal), desc(orders.placedAt), desc(orders.orderNumber)],
  TOTAL_ASC: [asc(orders.orderTotal), desc(orders.placedAt), desc(orders.orderNumber)],
};

/**
 * The order history's and the lifecycle's SQL on `orders` and `order_items`: the filtered page,
 * an order by number, the row locked for a step or a cancellation, and its update.
 */
export function createOrderHistoryRepository(db: Db) {
  function where(f: OrderHistoryFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [
      f.customerId !== undefined ? eq(orders.customerId, f.customerId) : undefined,
      f.from ? gte(orders.placedAt, f.from) : undefined,
      f.to ? lt(orders.placedAt, f.to) : undefined,
      f.status ? eq(orders.status, f.status) : undefined,
      f.type
        ? sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.itemType} = ${f.type})`
        : undefined,
    ];
    if (f.q) {
      const text = likeEscape(f.q);
      parts.push(
        or(
          ilike(orders.orderNumber, `${text}%`),
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.title} ilike ${`%${text}%`})`,
        ),
      );
    }
    return and(...parts);
  }

  return {
    /** One page of the filtered orders, with the account's e-mail, and how many match in all. */
    async page(f: OrderHistoryFilter): Promise<{ rows: OrderHistoryRow[]; totalCount: number }> {
      const condition = where(f);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(condition);
      const rows = await db
        .select()
        .from(orders)
        .where(condition)
        .orderBy(...ORDERING[f.sort])
        .limit(f.limit)
        .offset(f.offset);
      return {
        rows,
        totalCount: Number(count?.n ?? 0),
      };
    },

    /** The lines of several orders, in order. */
    async itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    /** An order by number, of one account (customerId given) or of any. */
    async byNumber(orderNumber: string, customerId?: string): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.orderNumber, orderNumber),
            customerId !== undefined ? eq(orders.customerId, customerId) : undefined,
          ),
        );
      return rows[0] ?? null;
    },

    async byId(id: string): Promise<OrderRow | null> {
      return (await db.select().from(orders).where(eq(orders.id, id)))[0] ?? null;
    },

    /** The row locked until the transaction ends (a step and a cancellation never cross). */
    async lock(id: string): Promise<OrderRow | null> {
      return (await db.select().from(orders).where(eq(orders.id, id)).for('update'))[0] ?? null;
    },

    async update(id: string, set: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
      const [row] = await db.update(orders).set(set).where(eq(orders.id, id)).returning();
      return row as OrderRow;
    },
  };
}

export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
