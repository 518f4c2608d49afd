import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The category tree (spec 1 §3 "Category"), seeded at every start from the domain's CATEGORY_TREE.
 * Rows are keyed by the domain's category id; only bottom-level entries may be chosen.
 */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    /** "Fiction > Fantasy > Epic" */
    crumbs: text('crumbs').notNull(),
    bisac: text('bisac'),
    audience: text('audience').notNull(),
    subjectType: text('subject_type').notNull(),
    bottomLevel: boolean('bottom_level').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('categories_parent_idx').on(t.audience, t.subjectType, t.parentId, t.position),
    index('categories_crumbs_trgm_idx').using('gin', sql`lower(${t.crumbs}) gin_trgm_ops`),
  ],
);

/** The languages of spec 1 §3 with their three-letter codes, English first. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export type CategoryRow = typeof categories.$inferSelect;
