import { z } from 'zod';
import { PROMO_DECLINE_NOTE_MAX, PROMO_DECLINE_REASON_CODES } from '../promotions/decline-reasons';
import { PROMO_MESSAGES as M } from '../promotions/messages';
import {
  ADDITIONAL_COMMENTS_MAX,
  MERC_PROMO_TYPES,
  PROMO_PAGE_SIZE,
  PROMO_SORTS,
  PROMO_STATUSES,
  STORED_PROMO_STATUSES,
} from '../promotions/types';
import { booleanParam, optionalParam } from './common';
import { endpoint } from './endpoint';

// Merchandising promotions (spec 2; spec 3 §7 "Promotions and publishers"). The publishers' and the
// review calls live under /api/project like the other project calls, the definitions'
// administration under /api/admin as spec 3 names it. Days travel as MM/DD/YYYY (spec 2 §9) and
// are New York days.

const sentDay = z.string().describe('A New York day, MM/DD/YYYY');
const money = z.string().describe('An amount with two decimals, "2.99"');

export const promoDefinitionFieldSchema = z
  .object({
    name: z.string().max(40).describe('ean, regularPrice, promoPrice or additionalComments'),
    type: z.string().max(20).describe('TEXT, NUMBER or MONEY'),
    min: z.string().max(20).nullable(),
    max: z.string().max(20).nullable(),
  })
  .describe('PromoDefinitionField');

export const PROMO_DEFINITION_KINDS = ['MONTHLY', 'STANDARD'] as const;

/** A promotion definition (spec 2 §3 "Promotion definition (rules)"). */
export const promoDefinitionSchema = z
  .object({
    id: z.string(),
    mercPromoType: z.enum(MERC_PROMO_TYPES),
    merchPromoName: z.string(),
    copy: z.string().describe('The description on its card (limited HTML, sanitised)'),
    kind: z.enum(PROMO_DEFINITION_KINDS).describe('MONTHLY has a submit-by, start and end; STANDARD none'),
    submitBy: sentDay.nullable(),
    start: sentDay.nullable(),
    end: sentDay.nullable(),
    promoStartDisplayDate: sentDay.nullable().describe('From when the card is listed'),
    promoEndDisplayDate: sentDay.nullable().describe('Until when the card is listed'),
    position: z.number().int().nullable().describe('Orders template definitions'),
    rules: z.string().describe('Rule lines separated by |'),
    links: z.string().describe('Links separated by |, each "label^url" or a bare URL'),
    fields: z.array(promoDefinitionFieldSchema),
    adminOnly: z.boolean().describe('Shown to administrators only'),
    nominations: z.number().int().describe('How many requests it has (administrators); 0 for publishers'),
    updatedAt: z.string(),
  })
  .describe('PromoDefinition');
export type PromoDefinition = z.infer<typeof promoDefinitionSchema>;

/** What promotion-update takes: the definition as read (counts and timestamps are ignored); no id creates one. */
export const promoDefinitionInputSchema = promoDefinitionSchema
  .omit({ id: true, nominations: true, updatedAt: true, kind: true })
  .extend({
    id: z.string().max(100).nullish(),
    kind: z.enum(PROMO_DEFINITION_KINDS).optional(),
    nominations: z.number().int().optional(),
    updatedAt: z.string().optional(),
    merchPromoName: z
      .string()
      .trim()
      .min(1, { error: M.required('Promotion Name') })
      .max(120),
    copy: z.string().max(4000),
    rules: z.string().max(4000),
    links: z.string().max(2000),
    fields: z.array(promoDefinitionFieldSchema).max(12),
  })
  .describe('PromoDefinitionInput');

export const promoDeclineSchema = z
  .object({
    reason: z.enum(PROMO_DECLINE_REASON_CODES),
    label: z.string(),
    note: z.string().nullable(),
    eligibleAgain: sentDay.nullable(),
    text: z.string().describe('The reason as the publisher reads it'),
  })
  .describe('PromoDecline');

/** Where a request's title comes from: a Quire book, or a trade publisher's retail-catalogue title. */
export const PROMO_REQUEST_SOURCES = ['QUIRE', 'TRADE'] as const;
export type PromoRequestSource = (typeof PROMO_REQUEST_SOURCES)[number];

/** A promotion request, as the list shows it (spec 2 §3 "Promotion request (list item)"). */
export const promoRequestSchema = z
  .object({
    id: z.string(),
    definitionId: z.string(),
    author: z
      .string()
      .describe("The account's name (its publisher name when it has one); a trade request's publisher name"),
    submissionDate: sentDay,
    ean: z.string(),
    title: z.string(),
    description: z.string().describe('The promotion name'),
    merchPromoName: z.string(),
    additionalComments: z.string(),
    promoPrice: money.nullable(),
    regularPrice: money.nullable(),
    preferredStartDate: sentDay.nullable().describe("The publisher's preferred start (null when flexible)"),
    preferredEndDate: sentDay.nullable(),
    startDate: sentDay.nullable().describe('The preferred start until accepted, then the accepted one'),
    endDate: sentDay.nullable(),
    mercPromoType: z.enum(MERC_PROMO_TYPES),
    position: z.number().int().nullable(),
    vendorNumber: z.string().nullable(),
    status: z.enum(PROMO_STATUSES).describe('COMPLETED: accepted and its end has passed'),
    flexDate: z.enum(['true', 'false']).describe("Read as the string 'true' (spec 2 §3)"),
    promoEndDisplayDate: sentDay.nullable(),
    label: z.string().describe('The status as the tab names it'),
    reviewBy: sentDay.nullable().describe('The day by which a pending request will be reviewed'),
    decline: promoDeclineSchema.nullable(),
    decidedAt: z.string().nullable(),
    projectId: z.string().nullable().describe("The Quire book; null for a trade publisher's title"),
    source: z
      .enum(PROMO_REQUEST_SOURCES)
      .describe("QUIRE: a Quire book; TRADE: a trade publisher's retail title entered by an administrator"),
    scheduledPriceId: z.string().nullable().describe('The scheduled price an acceptance set up'),
  })
  .describe('PromoRequest');
export type PromoRequest = z.infer<typeof promoRequestSchema>;

/** The submission payload (spec 2 §3); `id` edits a pending request, `vendorNumber` is an administrator's. */
export const promoSubmissionSchema = z
  .object({
    id: z.string().max(100).nullish(),
    definitionId: z.string({ error: M.required('Promotion') }).max(100),
    mercPromoType: z.enum(MERC_PROMO_TYPES),
    merchPromoName: z.string().max(200).nullish(),
    ean: z.string().max(20).nullish(),
    promoPrice: z
      .union([z.string().max(20), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v))),
    regularPrice: z.union([z.string().max(20), z.number()]).nullish(),
    startDate: z.string().max(20).nullish(),
    endDate: z.string().max(20).nullish(),
    flexDate: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .nullish()
      .transform((v) => v === true || v === 'true'),
    additionalComments: z
      .string()
      .max(ADDITIONAL_COMMENTS_MAX * 4)
      .nullish(),
    vendorNumber: z.string().max(40).nullish(),
    inputMode: z.enum(['TITLE', 'EAN']).nullish().describe('How the book was chosen: the messages differ'),
  })
  .describe('PromoSubmission');
export type PromoSubmission = z.input<typeof promoSubmissionSchema>;

export const promoListQuerySchema = z.object({
  isAdmin: optionalParam(booleanParam).describe('The administrators’ view of every request'),
  status: optionalParam(z.enum(PROMO_STATUSES)).default('PENDING'),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(PROMO_PAGE_SIZE),
  promoType: optionalParam(z.union([z.enum(MERC_PROMO_TYPES), z.literal('ALL')])).default('ALL'),
  sortBy: optionalParam(z.enum(PROMO_SORTS)).describe(
    'Defaults: oldest (admin), newest (publisher); oldestPrefDate on APPROVED and COMPLETED',
  ),
  searchText: optionalParam(z.string().trim().max(100)),
  includeExpired: optionalParam(booleanParam)
    .default(true)
    .describe('Administrators: requests of promotions that have ended'),
});

const promoListSchema = z.object({
  promos: z.array(promoRequestSchema),
  numberOfRecords: z.number().int(),
  undoSeconds: z.number().int(),
});

export const promoStatusBodySchema = z.object({
  ids: z.array(z.string().max(100)).min(1, { error: M.nothingToChange }).max(500),
  status: z.enum(STORED_PROMO_STATUSES),
  startDate: z.string().max(20).nullish().describe('Accept: the start, MM/DD/YYYY'),
  endDate: z.string().max(20).nullish().describe('Accept: the end, MM/DD/YYYY'),
  declineReason: z.enum(PROMO_DECLINE_REASON_CODES).nullish().describe('Decline: required'),
  declineNote: z
    .string()
    .trim()
    .max(PROMO_DECLINE_NOTE_MAX)
    .nullish()
    .describe('Decline: required with OTHER'),
  eligibleAgain: z.string().max(20).nullish().describe('Decline with RECENTLY_PROMOTED: MM/DD/YYYY'),
});

export const promoStatusChangeSchema = z
  .object({
    changeId: z.string().describe('Undo it with undo-promo-status within undoSeconds'),
    status: z.enum(STORED_PROMO_STATUSES),
    label: z.string(),
    updated: z.number().int(),
    undoSeconds: z.number().int(),
    undoUntil: z.string(),
  })
  .describe('PromoStatusChange');

/** A title the form may nominate (spec 2 §3 "Title record"); allowedForMerchPromo is the string "true" or "false". */
export const promoTitleSchema = z
  .object({
    projectId: z.string(),
    ean: z.string(),
    title: z.string(),
    listPrice: money.nullable(),
    allowedForMerchPromo: z.enum(['true', 'false']),
    publicationDate: sentDay.nullable(),
    onSale: z.boolean().describe('Off-sale titles sort first; they must be removed before submitting'),
    newEans: z.array(z.string()).describe('Other EANs of the same work (its print editions)'),
    newTitle: z.string().nullable().describe('The title the retail catalogue shows, when it differs'),
  })
  .describe('PromoTitle');
export type PromoTitleRecord = z.infer<typeof promoTitleSchema>;

/** Message types (spec 3 §3 "Message types: marketing 1, broadcast 2, promotion 3"). */
export const PROMOTION_MESSAGE_TYPE = 3;

/** One promotion message: an open promotion's announcement, or a publisher's news of their request. */
export const promotionMessageSchema = z
  .object({
    messageId: z.string().describe('definition:{id} for an announcement, request:{id} for a request'),
    typeId: z.literal(PROMOTION_MESSAGE_TYPE).describe('3: promotion (marketing 1, broadcast 2)'),
    title: z.string(),
    details: z.string().describe('Plain text'),
    link: z.string().nullable().describe('A path of the site'),
    date: sentDay,
  })
  .describe('PromotionMessage');
export type PromotionMessage = z.infer<typeof promotionMessageSchema>;

/** At most this many messages, newest first. */
export const PROMOTION_MESSAGES_MAX = 20;

export const promoFilterSchema = z.object({ value: z.string(), label: z.string() }).describe('PromoFilter');

const definitionIdQuery = z.object({ definitionId: z.string().max(100) });

export const promotionsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/project/promos',
    query: promoListQuerySchema,
    response: promoListSchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/project/promos/:id',
    params: z.object({ id: z.string().max(100) }),
    response: z.object({ promo: promoRequestSchema }),
  }),
  filters: endpoint({
    method: 'GET',
    path: '/api/project/promo-filters',
    response: z.object({ filters: z.array(promoFilterSchema) }),
  }),
  rules: endpoint({
    method: 'GET',
    path: '/api/project/promo-rules',
    query: z.object({
      mercPromoType: z.enum(MERC_PROMO_TYPES),
      definitionId: optionalParam(z.string().max(100)),
    }),
    response: z.object({ promotion: promoDefinitionSchema }),
  }),
  promotions: endpoint({
    method: 'GET',
    path: '/api/project/promotion',
    query: z.object({ id: optionalParam(z.string().max(100)) }),
    response: z.object({
      promotions: z.array(promoDefinitionSchema).describe('With id: that one; without: every current one'),
    }),
  }),
  titles: endpoint({
    method: 'GET',
    path: '/api/project/promo-titles',
    query: z.object({
      searchText: optionalParam(z.string().trim().max(100)).describe('Words of a title (eBooks only)'),
      ean: optionalParam(z.string().trim().max(20)).describe('An exact EAN'),
      vendorNumber: optionalParam(z.string().max(40)).describe("Administrators: one publisher's titles"),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: z.object({ titles: z.array(promoTitleSchema) }),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/project/submit-promo',
    body: z.object({ promo: promoSubmissionSchema }),
    response: z.object({ promo: promoRequestSchema }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/project/delete-promo/:id',
    params: z.object({ id: z.string().max(100) }),
    response: z.object({ deleted: z.literal(true), id: z.string() }),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/api/project/update-promo-status',
    body: promoStatusBodySchema,
    response: promoStatusChangeSchema,
  }),
  undoStatus: endpoint({
    method: 'PUT',
    path: '/api/project/undo-promo-status',
    body: z.object({ changeId: z.string().max(100) }),
    response: z.object({ restored: z.number().int() }),
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/project/promotion_messages',
    response: z.object({ messages: z.array(promotionMessageSchema).max(PROMOTION_MESSAGES_MAX) }),
  }),
  myMessages: endpoint({
    method: 'GET',
    path: '/api/project/promotion_messages_JWT',
    response: z.object({ messages: z.array(promotionMessageSchema).max(PROMOTION_MESSAGES_MAX) }),
  }),
  // Administrators: the definitions (spec 3 §7).
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/get-promotions',
    query: z.object({
      pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
      recordsPerPage: z.coerce.number().int().min(1).max(100).default(PROMO_PAGE_SIZE),
      status: optionalParam(z.enum(['CURRENT', 'EXPIRED', 'ALL'])).default('CURRENT'),
      sortBy: optionalParam(z.enum(['name', 'start', 'submitBy', 'updated'])).default('start'),
      searchText: optionalParam(z.string().trim().max(100)),
    }),
    response: z.object({ promotions: z.array(promoDefinitionSchema), numberOfRecords: z.number().int() }),
  }),
  adminDetails: endpoint({
    method: 'GET',
    path: '/api/admin/get-promotion-details',
    query: definitionIdQuery,
    response: z.object({ promotion: promoDefinitionSchema }),
  }),
  adminUpdate: endpoint({
    method: 'PUT',
    path: '/api/admin/promotion-update',
    body: z.object({ promotion: promoDefinitionInputSchema }),
    response: z.object({ promotion: promoDefinitionSchema }),
  }),
  adminDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/promotions-delete',
    query: definitionIdQuery,
    response: z.object({ deleted: z.literal(true), id: z.string() }),
  }),
} as const;
