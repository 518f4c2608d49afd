import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MailRow, mailOutbox, type NewMailRow } from './mail.tables';

export function createMailRepository(db: Db) {
  return {
    async insert(row: NewMailRow): Promise<MailRow> {
      const rows = await db.insert(mailOutbox).values(row).returning();
      return rows[0] as MailRow;
    },

    async find(id: string): Promise<MailRow | null> {
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Newest first. */
    async latest(limit: number): Promise<MailRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },

    /** Records one delivery attempt that failed (the job retries it). */
    async attemptFailed(id: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error })
        .where(eq(mailOutbox.id, id));
    },

    /** Records the outcome: delivered ('smtp', 'sms', 'mailbox') or 'failed'. */
    async finish(
      id: string,
      outcome: { delivery: 'smtp' | 'sms' | 'mailbox' | 'failed'; at: Date; error?: string },
    ): Promise<void> {
      await db
        .update(mailOutbox)
        .set(
          outcome.delivery === 'failed'
            ? // The failed attempts were each counted by attemptFailed.
              { delivery: 'failed', lastError: outcome.error ?? null }
            : { delivery: outcome.delivery, attempts: sql`${mailOutbox.attempts} + 1`, sentAt: outcome.at },
        )
        .where(eq(mailOutbox.id, id));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
