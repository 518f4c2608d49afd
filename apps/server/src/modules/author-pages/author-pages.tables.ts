import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A link of an author page as stored: what it is called and its absolute http(s) address. */
export interface StoredAuthorLink {
  label: string;
  url: string;
}

/**
 * An author's public page (spec 3 `authorAccess`): a pen name, its slug, the biography as HTML
 * already cleaned by the rich-text allow-list, up to five links and a photo (a WebP in storage,
 * with its size for the page's img and Open Graph tags). One account keeps at most its
 * authorAccess pages, each under a pen name of its own (whatever its case).
 */
export const authorPages = pgTable(
  'author_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: text('owner_customer_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    biography: text('biography'),
    links: jsonb('links').$type<StoredAuthorLink[]>().notNull().default([]),
    photoKey: text('photo_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    photoBytes: integer('photo_bytes'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** Who last changed it: the owner, or a contributor acting for them. */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    index('author_pages_owner_idx').on(t.ownerCustomerId, t.createdAt),
    uniqueIndex('author_pages_owner_name_idx').on(t.ownerCustomerId, sql`lower(${t.name})`),
  ],
);

/** The books an author page shows, in the order the author chose (the page shows those on sale). */
export const authorPageBooks = pgTable(
  'author_page_books',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => authorPages.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.projectId] }),
    // The product page of a book finds the author pages it is on.
    index('author_page_books_project_idx').on(t.projectId),
  ],
);

export type AuthorPageRow = typeof authorPages.$inferSelect;
export type NewAuthorPageRow = typeof authorPages.$inferInsert;
export type AuthorPageBookRow = typeof authorPageBooks.$inferSelect;
