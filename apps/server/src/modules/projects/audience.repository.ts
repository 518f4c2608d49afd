import { and, count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from './projects.tables';

/** What a site message's segment asks of an account's books (the content module's audiences). */
export interface BookAudienceQuery {
  /** Books of these types (EBOOK; POD and PRINT for print), any type when null. */
  types: readonly string[] | null;
  /** Only books on sale (ONSALE, LSI_ONSALE). */
  onSaleOnly: boolean;
  /** Only these books (EAN-13 digits), any when null. */
  eans: readonly string[] | null;
  /** Only the books of these owners (customer ids), any owner's when null. */
  owners: readonly string[] | null;
}

/** Read-only: owners whose books match a message's segment, each with how many of theirs match. */
export function createAudienceRepository(db: Db) {
  return {
    async audienceOwners(q: BookAudienceQuery): Promise<{ owner: string; titles: number }[]> {
      const where: SQL[] = [];
      if (q.types) where.push(sql`${projects.type} = any(${sql.param([...q.types])}::text[])`);
      if (q.onSaleOnly) where.push(sql`${projects.status} in ('ONSALE', 'LSI_ONSALE')`);
      if (q.eans) where.push(sql`${projects.isbn} = any(${sql.param([...q.eans])}::text[])`);
      if (q.owners) where.push(sql`${projects.ownerCustomerId} = any(${sql.param([...q.owners])}::text[])`);
      const rows = await db
        .select({ owner: projects.ownerCustomerId, titles: count() })
        .from(projects)
        .where(and(...where))
        .groupBy(projects.ownerCustomerId);
      return rows.map((r) => ({ owner: r.owner, titles: Number(r.titles) }));
    },
  };
}
