import { z } from 'zod';
import { accessibilityStatementAnswerSchema, epubAccessibilitySchema } from '../accessibility/schema';
import type { EbookQuote } from '../pricing/ebook';
import type { PersonalQuote, PrintQuote } from '../pricing/print';
import { projectSaveSchema } from '../projects/schema';
import type { Project, ProjectListItem, ProjectListPage, SavedProject } from '../projects/types';
import { PRINT_TIERS, PROJECT_TYPES } from '../projects/types';
import { idParams, optionalParam, pageQuery } from './common';
import { conforming } from './conforms';
import { endpoint } from './endpoint';

// The project calls of spec 1 §7 (prefix /api/project), the dashboard list and the project groups.
// The domain's `Project`, `ProjectListItem` and quote interfaces narrow some of these schemas'
// strings to enumerations: `conforming` checks each against its schema and types the schema as it.

const text = z.string().nullable();
const flag = z.boolean();
const projectType = z.enum(PROJECT_TYPES);

export const projectContributorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  email: z.string().optional(),
});

export const projectCategorySchema = z.object({
  categoryId: z.string(),
  categoryCrumbs: z.string(),
  bisac: z.string(),
});

export const projectSchema = conforming<Project>()(
  z
    .object({
      id: z.string(),
      type: projectType,
      projectType: z.string(),
      isEBook: flag,
      isSPB: flag,
      title: text,
      subtitle: text,
      groupProjectId: text,
      grouped: flag,
      isGroupConfirmed: flag,
      preOrder: flag,
      status: z.string(),
      onSaleDate: text,
      publishedDate: text,
      publicationDate: text,
      listPrice: text,
      price: text,
      quotedPrice: text,
      ean: text,
      isbn: text,
      allowedForMerchPromo: flag,
      suggestedSearch: text,
      vendorRegistrationFirst: flag,
      isDefaultSample: text,
      interiorPdfConversionStatus: text,
      interiorPreFlightCheckStatus: text,
      samplePreFlightCheckStatus: text,
      coverType: text,
      coverFile: text,
      coverFrontFile: text,
      coverBackFile: text,
      coverFullPreFlightCheckStatus: text,
      coverFrontPreFlightCheckStatus: text,
      coverBackPreFlightCheckStatus: text,
      spineColor: text,
      coverFormat: text,
      coverFinish: text,
      interiorApproved: flag,
      coverFullApproved: flag,
      sampleApproved: flag,
      bookSizeType: text,
      pageSize: text,
      pageCount: z.number().int().nullable(),
      printColor: text,
      paperColor: text,
      printTier: z
        .enum(PRINT_TIERS)
        .describe('STANDARD, or ULTRA_PREMIUM once an administrator converted the book'),
      pageCountChanged: flag,
      warningMessage: text,
      contributors: z.array(projectContributorSchema),
      categories: z.array(projectCategorySchema),
      inSeries: flag,
      seriesName: text,
      seriesNumber: z.number().int().nullable(),
      languageCode: text,
      audience: text,
      ageRange: text,
      subjectType: text,
      mature: flag,
      copyrightYear: z.number().int().nullable(),
      description: text,
      editorialReviews: text,
      runtime: text,
      publisherName: text,
      noMerchFlag: flag,
      accessibility: accessibilityStatementAnswerSchema
        .nullable()
        .describe("The author's accessibility statement (EAA_ACCESS); saved back as it is read"),
      epubAccessibility: epubAccessibilitySchema
        .nullable()
        .describe("What the interior EPUB declares (the preflight's reading; read-only)"),
      allowedToEdit: flag,
      allowedToPutOnSale: flag,
      saleDueAt: text.describe('When the pending on-sale or off-sale intake ends'),
      finalContentsAt: text.describe('When the author confirmed the final interior and cover files'),
      finalFilesUntil: text.describe("Until when a pre-order's final files may still be replaced"),
      correctionType: z.enum(['FREE', 'PAID', 'NONE']),
      saleError: text.describe('Why the last on-sale or off-sale step failed (status ERROR)'),
      productPageUrl: text.describe('The public product page of an on-sale book; null otherwise'),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .describe('One project (spec 1 §3)'),
);

export const projectListItemSchema = conforming<ProjectListItem>()(
  z.object({
    id: z.string(),
    title: text,
    subtitle: text,
    type: projectType,
    projectType: z.string(),
    status: z.string(),
    listPrice: text,
    ean: text,
    isbn: text,
    displayIsbn: text.describe(
      "The ISBN hyphenated by the International ISBN Agency's registration ranges ('979-8-88645-010-1'), or null without one; read-only",
    ),
    seriesName: text,
    seriesNumber: z.number().int().nullable(),
    groupProjectId: text,
    pageSize: text,
    updatedAt: z.string(),
    coverThumbnailUrl: text.describe(
      "The image the card shows of the book's uploaded cover (GET /api/project/{id}/cover-thumbnail/{fileId}: a WebP, a PDF cover's first page drawn by the server), or null",
    ),
    coverThumbnailKind: z
      .enum(['IMAGE', 'PDF'])
      .nullable()
      .describe(
        'Always IMAGE when there is a cover (an <img> shows it), null without one. PDF is no longer answered: the server draws a PDF cover (decision 055); the value stays for clients that read it',
      ),
    coverThumbnailPanel: z
      .enum(['FRONT', 'FULL'])
      .nullable()
      .describe('FRONT: the front cover alone; FULL: back, spine and front in one'),
    saleDueAt: text,
    preOrder: flag,
    onSaleDate: text,
    deletable: flag.describe('Whether the book may be deleted now (no reason forbids it)'),
  }),
);

export const projectListPageSchema = conforming<ProjectListPage>()(
  z.object({
    totalCount: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    projects: z.array(projectListItemSchema),
  }),
);

export const ebookQuoteSchema = conforming<EbookQuote>()(
  z.object({
    price: z.string(),
    royalty_rate: z.string(),
    net_royalty: z.string(),
  }),
);

export const printQuoteSchema = conforming<PrintQuote>()(
  z.object({
    price: text,
    printing_cost: z.string(),
    cost_per_page: z.string(),
    retail_margin: z.string(),
    floor_price: z.string(),
    net_royalty: z.string(),
    royalty_rate: z.string(),
    pricing_description: z.string(),
  }),
);

/** POST /api/project: the saved project and its fresh print quote, so a price edit costs one request. */
export const savedProjectSchema = conforming<SavedProject>()(
  projectSchema.extend({ printQuote: printQuoteSchema.nullable() }),
);

export const personalQuoteSchema = conforming<PersonalQuote>()(
  z.object({
    quantity: z.number().int(),
    printing_cost: z.string(),
    cost_per_page: z.string(),
    total: z.string(),
    pricing_description: z.string(),
  }),
);

export const isbnOptionsSchema = z.object({
  projectId: text,
  currentIsbn: text,
  isbnSource: z.enum(['FREE', 'OWN']).nullable(),
  freeIsbnEligible: flag,
  hasFreeIsbnAccess: z.number().int(),
  weeklyLimit: z.number().int().nullable(),
  monthlyLimit: z.number().int().nullable(),
  usedThisWeek: z.number().int(),
  usedThisMonth: z.number().int(),
  remaining: z.number().int().nullable(),
  poolAvailable: z.number().int(),
  reason: text,
});
export type IsbnOptions = z.infer<typeof isbnOptionsSchema>;

const deletedSchema = z.object({ deleted: z.literal(true) });

/** The fields of a print or personal-use quote: the project's, or given one by one. */
const quoteFields = {
  projectId: optionalParam(z.string().max(100)),
  price: optionalParam(z.string().max(20)),
  pageSize: optionalParam(z.string().max(20)),
  pageCount: optionalParam(z.string().max(10)),
  printColor: optionalParam(z.string().max(30)),
  paperColor: optionalParam(z.string().max(30)),
  coverFormat: optionalParam(z.string().max(30)),
};
const printQuoteQuery = z.object(quoteFields);

/** A query-string flag spelled `true` or `false`, false when absent. */
const flagParam = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const groupSummary = {
  id: z.string(),
  title: z.string(),
  normalizedTitle: z.string(),
  authorName: z.string().nullable(),
  authorLastName: z.string().nullable(),
  lastUpdated: z.string(),
  versionCount: z.number().int(),
  warnings: z.array(z.string()),
  hasError: z.boolean(),
};

/** A book group: the versions (formats) of one title. */
export const projectGroupSchema = z.object({ ...groupSummary, projects: z.array(projectListItemSchema) });
export type BookGroup = z.infer<typeof projectGroupSchema>;

/** A series with its books by series number. */
export const projectSeriesSchema = z.object({
  ...groupSummary,
  seriesNumbers: z.array(
    z.object({
      title: z.string(),
      seriesNumber: z.number().int().nullable(),
      projects: z.array(projectListItemSchema),
    }),
  ),
});
export type BookSeries = z.infer<typeof projectSeriesSchema>;

export const projectsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects',
    query: z.object({
      ...pageQuery,
      sort: z.enum(['updated', 'title', 'status', 'created']).default('updated'),
      direction: z.enum(['asc', 'desc']).default('desc'),
      status: optionalParam(z.string().max(40)),
      type: optionalParam(projectType),
      groupBy: z.enum(['none', 'series', 'group']).default('none'),
    }),
    response: projectListPageSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/project/:id', params: idParams, response: projectSchema }),
  /** `projectSaveSchema` is the domain's, with its wizard messages; no id creates, an id updates. */
  save: endpoint({
    method: 'POST',
    path: '/api/project',
    body: projectSaveSchema,
    response: savedProjectSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/project/:id', params: idParams, response: deletedSchema }),
  removeFromSearch: endpoint({
    method: 'POST',
    path: '/api/project/delete_search_project',
    body: z.object({
      projectId: z.string().max(100),
      updateIntent: z.string().max(40).optional(),
      customerId: z.string().max(40).optional(),
    }),
    response: deletedSchema,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/project/setstatus',
    body: z.object({ id: z.string().max(100), status: z.enum(['EDIT', 'ORDER']) }),
    response: projectSchema,
  }),
  acknowledgePageCountChanged: endpoint({
    method: 'POST',
    path: '/api/project/acknowledgePageCountChanged',
    body: z.object({ projectId: z.string().max(100) }),
    response: projectSchema,
  }),
  bookSizeMatch: endpoint({
    method: 'GET',
    path: '/api/project/:id/book-size-match',
    params: idParams,
    query: z.object({
      cover_format: z.string().max(30).optional(),
      page_size: z.string().max(20).optional(),
    }),
    response: z.object({ match: z.boolean() }),
  }),
  ebookCost: endpoint({
    method: 'GET',
    path: '/api/project/ebook/cost',
    query: z.object({ price: z.string().max(20) }),
    response: ebookQuoteSchema,
  }),
  printCost: endpoint({
    method: 'GET',
    path: '/api/project/print/cost',
    query: printQuoteQuery,
    response: printQuoteSchema,
  }),
  printQuote: endpoint({
    method: 'GET',
    path: '/api/project/print/quote',
    query: printQuoteQuery,
    response: printQuoteSchema,
  }),
  personalQuote: endpoint({
    method: 'GET',
    path: '/api/project/personal/quote',
    query: z.object({ ...quoteFields, quantity: z.string().max(10).default('1') }),
    response: personalQuoteSchema,
  }),
  isbnOptions: endpoint({
    method: 'GET',
    path: '/api/project/ISBNOptions',
    query: z.object({ projectId: z.string().max(100).optional() }),
    response: isbnOptionsSchema,
  }),
  freeIsbn: endpoint({
    method: 'POST',
    path: '/api/project/:id/free-isbn',
    params: idParams,
    response: projectSchema,
  }),
};

export const projectGroupsEndpoints = {
  query: endpoint({
    method: 'GET',
    path: '/api/projectgroups/query',
    query: z.object({
      ...pageQuery,
      isSeriesQuery: flagParam,
      seriesQuery: z.string().trim().max(200).optional(),
      sortOption: z.string().max(40).optional(),
    }),
    response: z.object({
      totalCount: z.number().int(),
      totalProjectsCount: z.number().int(),
      deletedProjectCount: z.number().int(),
      projectGroups: z.array(projectGroupSchema).optional(),
      series: z.array(projectSeriesSchema).optional(),
    }),
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/projectgroups/query-grouped-project/:id',
    params: idParams,
    response: projectGroupSchema,
  }),
  existingTitles: endpoint({
    method: 'GET',
    path: '/api/projectgroups/existing-titles',
    response: z.object({
      titles: z.array(
        z.object({
          groupProjectId: z.string().nullable(),
          title: z.string(),
          projectIds: z.array(z.string()),
          types: z.array(z.string()),
        }),
      ),
    }),
  }),
  clone: endpoint({
    method: 'PUT',
    path: '/api/projectgroups/clone/:groupProjectId/:type',
    params: z.object({ groupProjectId: z.string().max(100), type: projectType }),
    query: z.object({ preOrder: flagParam }),
    response: projectSchema,
  }),
};
