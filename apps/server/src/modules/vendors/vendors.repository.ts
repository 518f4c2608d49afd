import { and, asc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewVendorProfileRow, type VendorProfileRow, vendorProfiles } from './vendors.tables';

/** vendor_profiles, one statement per method. */
export function createVendorsRepository(db: Db) {
  return {
    async byUserId(userId: string): Promise<VendorProfileRow | null> {
      const rows = await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId)).limit(1);
      return rows[0] ?? null;
    },
    async byUserIds(userIds: string[]): Promise<VendorProfileRow[]> {
      if (userIds.length === 0) return [];
      return db.select().from(vendorProfiles).where(inArray(vendorProfiles.userId, userIds));
    },
    /**
     * Profiles with a publisher name (site messages' PUBLISHER audience and recipient search): of
     * these accounts when given, whose name contains `nameContains` when given; at most `limit`.
     */
    async publishers(q: { userIds?: readonly string[]; nameContains?: string; limit?: number }) {
      const where: SQL[] = [ne(sql`trim(${vendorProfiles.publisherName})`, '')];
      if (q.userIds) where.push(sql`${vendorProfiles.userId} = any(${sql.param([...q.userIds])}::uuid[])`);
      if (q.nameContains)
        where.push(
          ilike(vendorProfiles.publisherName, `%${q.nameContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        );
      const query = db
        .select({ userId: vendorProfiles.userId, publisherName: vendorProfiles.publisherName })
        .from(vendorProfiles)
        .where(and(...where))
        .orderBy(asc(vendorProfiles.publisherName));
      return q.limit ? query.limit(q.limit) : query;
    },
    /** Every profile holding a sealed value or a tax form (re-sealing under a new data key), locked. */
    async lockAllSealed(): Promise<VendorProfileRow[]> {
      return db
        .select()
        .from(vendorProfiles)
        .where(
          or(
            isNotNull(vendorProfiles.govtIdSealed),
            isNotNull(vendorProfiles.accountNumberSealed),
            isNotNull(vendorProfiles.routingNumberSealed),
            isNotNull(vendorProfiles.ibanSealed),
            isNotNull(vendorProfiles.taxFormKey),
          ),
        )
        .for('update');
    },
    async upsert(row: NewVendorProfileRow): Promise<VendorProfileRow> {
      const { userId: _id, createdAt: _c, ...set } = row;
      const rows = await db
        .insert(vendorProfiles)
        .values(row)
        .onConflictDoUpdate({ target: vendorProfiles.userId, set })
        .returning();
      return rows[0] as VendorProfileRow;
    },
    async update(userId: string, patch: Partial<NewVendorProfileRow>): Promise<VendorProfileRow> {
      const rows = await db
        .update(vendorProfiles)
        .set(patch)
        .where(eq(vendorProfiles.userId, userId))
        .returning();
      return rows[0] as VendorProfileRow;
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
