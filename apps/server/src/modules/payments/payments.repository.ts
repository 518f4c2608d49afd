import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAuthorisations } from './payments.tables';

export type AuthorisationRow = typeof paymentAuthorisations.$inferSelect;
export type AuthorisationStatus = 'authorised' | 'captured' | 'voided' | 'refunded';

export interface NewAuthorisation {
  idempotencyKey: string;
  amount: string;
  currency: string;
  cardType: string;
  lastFour: string;
}

/** Which key column a move writes, and the status it moves from. */
const MOVES = {
  captured: { from: 'authorised', key: 'captureKey' },
  voided: { from: 'authorised', key: 'voidKey' },
  refunded: { from: 'captured', key: 'refundKey' },
} as const;

export function createPaymentsRepository(db: Db) {
  return {
    /**
     * Inserts the authorisation unless its idempotency key is taken; answers the row under the key
     * either way (`created` says which). Twenty callers racing with one key get one row.
     */
    async insertOrFind(
      row: NewAuthorisation,
      now: Date,
    ): Promise<{ row: AuthorisationRow; created: boolean }> {
      const inserted = await db
        .insert(paymentAuthorisations)
        .values({ ...row, status: 'authorised', createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: paymentAuthorisations.idempotencyKey })
        .returning();
      if (inserted[0]) return { row: inserted[0], created: true };
      const found = await this.byKey(row.idempotencyKey);
      if (!found) throw new Error('An authorisation key conflicted but its row is gone');
      return { row: found, created: false };
    },

    async byKey(idempotencyKey: string): Promise<AuthorisationRow | null> {
      const rows = await db
        .select()
        .from(paymentAuthorisations)
        .where(eq(paymentAuthorisations.idempotencyKey, idempotencyKey));
      return rows[0] ?? null;
    },

    async byId(id: string): Promise<AuthorisationRow | null> {
      const rows = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id));
      return rows[0] ?? null;
    },

    /**
     * Moves an authorisation to `to` when it is in the status that move starts from, recording the
     * key; answers the row after the move, or null when it was not in that status (the caller reads
     * the row to tell a repeat of the same move from a refusal).
     */
    async move(id: string, to: keyof typeof MOVES, key: string, now: Date): Promise<AuthorisationRow | null> {
      const move = MOVES[to];
      const rows = await db
        .update(paymentAuthorisations)
        .set({ status: to, [move.key]: key, updatedAt: now })
        .where(and(eq(paymentAuthorisations.id, id), eq(paymentAuthorisations.status, move.from)))
        .returning();
      return rows[0] ?? null;
    },

    async count(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(paymentAuthorisations);
      return rows[0]?.n ?? 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
