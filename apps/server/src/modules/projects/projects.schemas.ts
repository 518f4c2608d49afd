import { z } from 'zod';

/** Response schemas of the project calls (they also strip anything they do not name). */
const text = z.string().nullable();
const flag = z.boolean();

export const projectSchema = z
  .object({
    id: z.string(),
    type: z.enum(['PRINT', 'POD', 'EBOOK']),
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
    pageCountChanged: flag,
    warningMessage: text,
    contributors: z.array(
      z.object({
        firstName: z.string(),
        lastName: z.string(),
        role: z.string(),
        email: z.string().optional(),
      }),
    ),
    categories: z.array(z.object({ categoryId: z.string(), categoryCrumbs: z.string(), bisac: z.string() })),
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
    allowedToEdit: flag,
    allowedToPutOnSale: flag,
    saleDueAt: text.describe('When the pending on-sale or off-sale intake ends (issue 19)'),
    finalContentsAt: text.describe('When the author confirmed the final interior and cover files'),
    finalFilesUntil: text.describe("Until when a pre-order's final files may still be replaced"),
    correctionType: z.enum(['FREE', 'PAID', 'NONE']),
    saleError: text.describe('Why the last on-sale or off-sale step failed (status ERROR)'),
    productPageUrl: text.describe('The public product page of an on-sale book; null otherwise'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('One project (spec 1 §3)');

export const projectListItemSchema = z.object({
  id: z.string(),
  title: text,
  subtitle: text,
  type: z.enum(['PRINT', 'POD', 'EBOOK']),
  projectType: z.string(),
  status: z.string(),
  listPrice: text,
  ean: text,
  isbn: text,
  seriesName: text,
  seriesNumber: z.number().int().nullable(),
  groupProjectId: text,
  pageSize: text,
  updatedAt: z.string(),
  coverThumbnailUrl: text,
  saleDueAt: text,
  preOrder: flag,
  onSaleDate: text,
});

export const projectListPageSchema = z.object({
  totalCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  projects: z.array(projectListItemSchema),
});

export const ebookQuoteSchema = z.object({
  price: z.string(),
  royalty_rate: z.string(),
  net_royalty: z.string(),
});

export const printQuoteSchema = z.object({
  price: text,
  printing_cost: z.string(),
  cost_per_page: z.string(),
  retail_margin: z.string(),
  floor_price: z.string(),
  net_royalty: z.string(),
  royalty_rate: z.string(),
  pricing_description: z.string(),
});

/** POST /api/project: the saved project and its fresh print quote, so a price edit costs one request. */
export const savedProjectSchema = projectSchema.extend({ printQuote: printQuoteSchema.nullable() });

export const personalQuoteSchema = z.object({
  quantity: z.number().int(),
  printing_cost: z.string(),
  cost_per_page: z.string(),
  total: z.string(),
  pricing_description: z.string(),
});

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

/** Query strings arrive as text: numbers are coerced, bounds enforced. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const idParams = z.object({ id: z.string().max(100) });
