import { z } from 'zod';
import { ACCESSIBILITY_STATUSES } from '../accessibility/types';
import { endpoint } from './endpoint';

// The eBooks' accessibility metadata for the European Accessibility Act (decision 046).

/** `{x}` of eaa-searches: one accessibility status, or all of them. */
export const EAA_SEARCH_FILTERS = [...ACCESSIBILITY_STATUSES, 'all'] as const;
export type EaaSearchFilter = (typeof EAA_SEARCH_FILTERS)[number];
export const EAA_SEARCH_FILTER_MESSAGE = 'Choose conformant, partial, missing or all.';

export const eaaSearchItemSchema = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    /** The project's status (ONSALE, NEW, …). */
    projectStatus: z.string(),
    /** The account the book belongs to (an administrator sees every account's). */
    customerId: z.string(),
    accessibilityStatus: z.enum(ACCESSIBILITY_STATUSES),
    /** How many findings the book's accessibility metadata has (warnings and notes). */
    findingsCount: z.number().int(),
    /** Of them, warnings (missing or wrong items). */
    warningCount: z.number().int(),
    updatedAt: z.string(),
  })
  .describe('EaaSearchItem');
export type EaaSearchItem = z.infer<typeof eaaSearchItemSchema>;

export const eaaSearchPageSchema = z.object({
  filter: z.enum(EAA_SEARCH_FILTERS),
  /** How many eBooks of the caller's scope have each status (whatever the filter). */
  counts: z.object({ conformant: z.number().int(), partial: z.number().int(), missing: z.number().int() }),
  /** How many match the filter; `books` holds the first `limit` of them, most recently changed first. */
  totalCount: z.number().int(),
  books: z.array(eaaSearchItemSchema),
});
export type EaaSearchPage = z.infer<typeof eaaSearchPageSchema>;

export const accessibilityEndpoints = {
  /**
   * x = conformant | partial | missing | all: the signed-in account's eBooks (an administrator's:
   * every account's) with their accessibility status and findings count.
   */
  eaaSearches: endpoint({
    method: 'GET',
    path: '/api/search/eaa-searches/:x',
    params: z.object({ x: z.enum(EAA_SEARCH_FILTERS, { error: EAA_SEARCH_FILTER_MESSAGE }) }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: eaaSearchPageSchema,
  }),
};
