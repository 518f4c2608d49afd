import type { AccessibilityStatement, EpubAccessibility } from '@quire/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Money: numeric(10,2); Drizzle reads it as a string ("9.99"), the API's shape. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** A book project (spec 1 §3). Owned by one account, keyed by the owner's customer id. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: text('owner_customer_id')
      .notNull()
      .references(() => users.customerId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    groupProjectId: uuid('group_project_id'),
    isGroupConfirmed: boolean('is_group_confirmed').notNull().default(false),
    preOrder: boolean('pre_order').notNull().default(false),
    status: text('status').notNull().default('NEW'),
    onSaleDate: ts('on_sale_date'),
    publishedDate: ts('published_date'),
    publicationDate: text('publication_date'),
    listPrice: money('list_price'),
    price: money('price'),
    quotedPrice: money('quoted_price'),
    /** The ISBN-13 / EAN-13, digits only. */
    isbn: text('isbn'),
    /** Where the ISBN came from: 'FREE' (Quire's pool), 'OWN' (typed by the author), null. */
    isbnSource: text('isbn_source'),
    allowedForMerchPromo: boolean('allowed_for_merch_promo').notNull().default(false),
    suggestedSearch: text('suggested_search'),
    vendorRegistrationFirst: boolean('vendor_registration_first').notNull().default(false),
    isDefaultSample: text('is_default_sample'),
    interiorPdfConversionStatus: text('interior_pdf_conversion_status'),
    interiorPreFlightCheckStatus: text('interior_pre_flight_check_status'),
    samplePreFlightCheckStatus: text('sample_pre_flight_check_status'),
    coverType: text('cover_type'),
    coverFile: text('cover_file'),
    coverFrontFile: text('cover_front_file'),
    coverBackFile: text('cover_back_file'),
    coverFullPreFlightCheckStatus: text('cover_full_pre_flight_check_status'),
    coverFrontPreFlightCheckStatus: text('cover_front_pre_flight_check_status'),
    coverBackPreFlightCheckStatus: text('cover_back_pre_flight_check_status'),
    spineColor: text('spine_color'),
    coverFormat: text('cover_format'),
    coverFinish: text('cover_finish'),
    interiorApproved: boolean('interior_approved').notNull().default(false),
    coverFullApproved: boolean('cover_full_approved').notNull().default(false),
    sampleApproved: boolean('sample_approved').notNull().default(false),
    bookSizeType: text('book_size_type'),
    pageSize: text('page_size'),
    pageCount: integer('page_count'),
    printColor: text('print_color'),
    paperColor: text('paper_color'),
    /**
     * The print tier: 'STANDARD' (the print cost table's colour, paper and cover choices) or
     * 'ULTRA_PREMIUM' (80# premium white paper, full colour, soft-touch matte cover), which only an
     * administrator's conversion sets (pricing/README.md, "Ultra Premium").
     */
    printTier: text('print_tier').notNull().default('STANDARD'),
    pageCountChanged: boolean('page_count_changed').notNull().default(false),
    warningMessage: text('warning_message'),
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    seriesNumber: integer('series_number'),
    languageCode: text('language_code'),
    audience: text('audience'),
    ageRange: text('age_range'),
    subjectType: text('subject_type'),
    mature: boolean('mature').notNull().default(false),
    copyrightYear: integer('copyright_year'),
    description: text('description'),
    editorialReviews: text('editorial_reviews'),
    runtime: text('runtime'),
    publisherName: text('publisher_name'),
    noMerchFlag: boolean('no_merch_flag').notNull().default(false),
    /** The author's accessibility statement of an eBook (decision 046), or null. */
    accessibility: jsonb('accessibility').$type<AccessibilityStatement>(),
    /** What the current interior EPUB declares; the files module's preflight writes it (decision 046). */
    epubAccessibility: jsonb('epub_accessibility').$type<EpubAccessibility>(),
    /**
     * Publishing (decision 030, written by the publishing module through `applySaleState`): when the
     * pending intake ends, the request it belongs to (a counter that fences stale jobs), the
     * author's final-files answer and until when a pre-order's files may still be replaced, the
     * correction in progress (FREE, PAID or NONE) and why the last step failed.
     */
    saleDueAt: ts('sale_due_at'),
    saleRequest: integer('sale_request').notNull().default(0),
    finalContentsAt: ts('final_contents_at'),
    finalFilesUntil: ts('final_files_until'),
    correctionType: text('correction_type').notNull().default('NONE'),
    saleError: text('sale_error'),
    /** Search text kept in step with title, contributors and series (trigram index, decision 010). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The distinct words of searchText (split on spaces and punctuation: `WORD_SEPARATORS`), kept in
     * step with it; the administrator's search matches them through a GIN index (decision 058).
     */
    words: text('words').array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('projects_owner_updated_idx').on(t.ownerCustomerId, t.updatedAt),
    index('projects_group_idx').on(t.groupProjectId),
    uniqueIndex('projects_isbn_key').on(t.isbn),
    index('projects_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('projects_words_idx').using('gin', t.words),
    index('projects_updated_idx').on(t.updatedAt),
    check('projects_type_check', sql`${t.type} in ('PRINT', 'POD', 'EBOOK')`),
    check('projects_print_tier_check', sql`${t.printTier} in ('STANDARD', 'ULTRA_PREMIUM')`),
    check('projects_page_count_check', sql`${t.pageCount} is null or ${t.pageCount} between 0 and 2000`),
  ],
);

/**
 * The search vocabulary (decision 058): every distinct word with a letter in it that a project's
 * words have held. A query's words are corrected against it (substring or trigram similarity)
 * before the projects are matched. Words are added on each save and never removed: a stale word
 * matches no project and costs nothing.
 */
export const projectSearchWords = pgTable(
  'project_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('project_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Contributors of a project, in display order (spec 1 §3). */
export const projectContributors = pgTable(
  'project_contributors',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    email: text('email'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.position] }),
    index('project_contributors_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

/** The categories chosen for a project (at most 5), in order; the first is the primary. */
export const projectCategories = pgTable(
  'project_categories',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    categoryId: text('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.position] })],
);

/** A series, per owner; projects point at it with their number in it. */
export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: text('owner_customer_id')
      .notNull()
      .references(() => users.customerId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** lower(trim(name)): one series per name per owner. */
    normalizedName: text('normalized_name').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('series_owner_name_key').on(t.ownerCustomerId, t.normalizedName),
    index('series_name_trgm_idx').using('gin', sql`${t.normalizedName} gin_trgm_ops`),
  ],
);

/** A project group: the versions (eBook, print) of one title (spec 1 §3 "Project group"). */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: text('owner_customer_id')
      .notNull()
      .references(() => users.customerId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    normalizedTitle: text('normalized_title').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('project_groups_owner_idx').on(t.ownerCustomerId, t.normalizedTitle)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ContributorRow = typeof projectContributors.$inferSelect;
export type SeriesRow = typeof series.$inferSelect;
export type ProjectGroupRow = typeof projectGroups.$inferSelect;
