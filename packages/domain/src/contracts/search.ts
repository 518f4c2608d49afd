import { z } from 'zod';
import type { ProjectSearchItem } from '../projects/types';
import { conforming } from './conforms';
import { endpoint } from './endpoint';

// Dashboard search and look-ups (spec 1 §7, spec 3 §3 "Project search item").

/** What a project search may look in (the `a` of the project-searches paths). */
export const SEARCH_FIELDS = ['all', 'title', 'author', 'isbn', 'series'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const projectSearchItemSchema = conforming<ProjectSearchItem>()(
  z.object({
    id: z.string(),
    title: z.string().nullable(),
    ean: z.string().nullable(),
    eans: z.array(z.string()),
    displayIsbn: z.string().nullable(),
    author: z.string().nullable(),
    seriesName: z.string().nullable(),
    param: z.string(),
    projectCoupons: z.array(z.unknown()),
  }),
);

/**
 * The read-only book summary (spec 2 §2.4) of a Quire book the caller may see in full. Values the
 * book lacks are null (the web shows N/A); the print facts are null for an eBook.
 */
export const bookSummarySchema = z
  .object({
    id: z.string(),
    coverImageUrl: z.string().nullable(),
    title: z.string().nullable(),
    productPageUrl: z.string().nullable(),
    contributors: z.array(
      z.object({ firstName: z.string(), lastName: z.string(), role: z.string(), roleLabel: z.string() }),
    ),
    /** "eBook" or "Print Book". */
    format: z.enum(['eBook', 'Print Book']),
    /** The cover format's label (Paperback, …); null for an eBook. */
    coverFormat: z.string().nullable(),
    /** 'YYYY-MM-DD', or the on-sale moment (ISO) when the book has no publication date. */
    publicationDate: z.string().nullable(),
    listPrice: z.string().nullable(),
    seriesName: z.string().nullable(),
    seriesNumber: z.number().nullable(),
    status: z.string(),
    statusLabel: z.string(),
    mature: z.boolean(),
    primaryCategory: z.string().nullable(),
    otherCategories: z.array(z.string()),
    pageSize: z.string().nullable(),
    pageCount: z.number().int().nullable(),
    printColor: z.string().nullable(),
    paperColor: z.string().nullable(),
    coverFinish: z.string().nullable(),
  })
  .describe('BookSummary');
export type BookSummary = z.infer<typeof bookSummarySchema>;

/**
 * A valid ISBN nothing holds is no answer but the error 21063. `book` is the summary of the Quire
 * book that holds it when the caller may see it in full (their own, any for an administrator, or an
 * on-sale book, whose product page is public anyway); null otherwise.
 */
export const isbnLookupSchema = z.object({
  isbn: z.string(),
  isbn13: z.string().nullable(),
  valid: z.boolean(),
  problem: z.string().nullable(),
  status: z.enum(['INVALID', 'YOURS', 'IN_USE', 'RETAIL', 'QUIRE_POOL']),
  project: z.object({ id: z.string(), title: z.string().nullable(), status: z.string() }).nullable(),
  retail: z.object({ title: z.string(), publisherName: z.string() }).nullable(),
  book: bookSummarySchema.nullable(),
});
export type IsbnLookup = z.infer<typeof isbnLookupSchema>;

const results = z.object({ results: z.array(projectSearchItemSchema) });
const limit = z.coerce.number().int().min(1).max(50).default(10);
const query = z.string().trim().min(1).max(200);
const field = z.enum(SEARCH_FIELDS);
const resembling = z.object({ q: z.string().trim().max(200).default(''), limit });

export const searchEndpoints = {
  /** Suggestions for "Search by Title, Author, ISBN, Series" (tolerates small typos). */
  search: endpoint({
    method: 'GET',
    path: '/api/search/search',
    query: z.object({ q: query, limit }),
    response: results,
  }),
  /** a = field, b = customer id or "all" (administrators), c = query. */
  projectSearches: endpoint({
    method: 'GET',
    path: '/api/search/project-searches/:a/:b/:c',
    params: z.object({ a: field, b: z.string().min(1).max(40), c: query }),
    query: z.object({ limit }),
    response: results,
  }),
  /** a = field, c = query; the signed-in account's projects. */
  projectSearchesSingleUser: endpoint({
    method: 'GET',
    path: '/api/search/project-searches-single-user/:a/:c',
    params: z.object({ a: field, c: query }),
    query: z.object({ limit }),
    response: results,
  }),
  isbnLookup: endpoint({
    method: 'GET',
    path: '/api/search/isbn-lookup/:isbn',
    params: z.object({ isbn: z.string().min(1).max(20) }),
    response: isbnLookupSchema,
  }),
  series: endpoint({
    method: 'GET',
    path: '/api/search/series-search',
    query: resembling,
    response: z.object({
      series: z.array(z.object({ id: z.string(), name: z.string(), projectCount: z.number().int() })),
    }),
  }),
  contributors: endpoint({
    method: 'GET',
    path: '/api/search/contributors',
    query: resembling,
    response: z.object({
      contributors: z.array(
        z.object({
          firstName: z.string(),
          lastName: z.string(),
          role: z.string(),
          email: z.string().nullable(),
        }),
      ),
    }),
  }),
};
