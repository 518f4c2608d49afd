import type { Audience, LanguageCode, ListingContributor } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Foreign keys only (referential integrity, docs/ARCHITECTURE.md): never queried from here.
import { users } from '../accounts/accounts.tables';
import { projects } from '../projects/projects.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Quire's free ISBNs. `assignedProjectId` is set once one is given to a project. */
export const isbnPool = pgTable('isbn_pool', {
  isbn: text('isbn').primaryKey(),
  assignedProjectId: uuid('assigned_project_id').references(() => projects.id, { onDelete: 'set null' }),
  assignedAt: ts('assigned_at'),
});

/** Every free ISBN given to an account, for the weekly and monthly limits (decision 010 notes). */
export const isbnAssignments = pgTable(
  'isbn_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: text('owner_customer_id')
      .notNull()
      .references(() => users.customerId, { onDelete: 'cascade' }),
    isbn: text('isbn').notNull(),
    projectId: uuid('project_id'),
    assignedAt: ts('assigned_at').notNull(),
  },
  (t) => [index('isbn_assignments_owner_idx').on(t.ownerCustomerId, t.assignedAt)],
);

/**
 * The free-ISBN policy per account (spec 3 §6, "hasFreeIsbnAccess"): 1 unlimited, 0 five a week
 * and ten a month, -1 none. An account without a row has 0.
 */
export const isbnPolicies = pgTable(
  'isbn_policies',
  {
    ownerCustomerId: text('owner_customer_id')
      .primaryKey()
      .references(() => users.customerId, { onDelete: 'cascade' }),
    hasFreeIsbnAccess: integer('has_free_isbn_access').notNull().default(0),
  },
  (t) => [check('isbn_policies_access_check', sql`${t.hasFreeIsbnAccess} in (-1, 0, 1)`)],
);

/**
 * The retailer's catalogue: ISBNs it already lists for other publishers (21025), with each listing's
 * metadata (backlist metadata, decision 047). A listing stays after an ISBN transfer; the transfer
 * records the account it was transferred to, which may then type the ISBN on a book.
 */
export const retailCatalogue = pgTable('retail_catalogue', {
  isbn: text('isbn').primaryKey(),
  title: text('title').notNull(),
  publisherName: text('publisher_name').notNull(),
  /** Vendor number of the publisher that may transfer it (ISBN transfer). */
  vendorNumber: text('vendor_number'),
  subtitle: text('subtitle'),
  /** `{ firstName, lastName, role }[]`, in the listing's order. */
  contributors: jsonb('contributors').$type<ListingContributor[]>().notNull().default([]),
  /** Rich text within the project's allow-list. */
  description: text('description'),
  /** BISAC subject codes, the main subject first. */
  categories: jsonb('categories').$type<string[]>().notNull().default([]),
  /** The category tree the BISAC codes belong to (JUV, YA, TRA, MA). */
  audience: text('audience').$type<Audience>(),
  languageCode: text('language_code').$type<LanguageCode>(),
  seriesName: text('series_name'),
  seriesNumber: integer('series_number'),
  listPrice: numeric('list_price', { precision: 10, scale: 2 }),
  /** The account the ISBN was transferred to (ISBN transfer); null while it is the publisher's. */
  transferredTo: text('transferred_to').references(() => users.customerId, { onDelete: 'set null' }),
});
