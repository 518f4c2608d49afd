import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from './projects.tables';

/**
 * Read-only: the eBooks of one owner (every owner's when null) with what their accessibility
 * metadata is made of (decision 046), most recently changed first. The status is the domain's
 * (`accessibilityReport`), worked out by the caller.
 */
export function createAccessibilityRepository(db: Db) {
  return {
    async ebookAccessibility(owner: string | null) {
      return db
        .select({
          id: projects.id,
          title: projects.title,
          status: projects.status,
          ownerCustomerId: projects.ownerCustomerId,
          accessibility: projects.accessibility,
          epubAccessibility: projects.epubAccessibility,
          updatedAt: projects.updatedAt,
        })
        .from(projects)
        .where(and(eq(projects.type, 'EBOOK'), owner ? eq(projects.ownerCustomerId, owner) : undefined))
        .orderBy(desc(projects.updatedAt), asc(projects.id));
    },
  };
}
