import { z } from 'zod';
import { PROMO_MESSAGES as M } from '../promotions/messages';
import { ADDITIONAL_COMMENTS_MAX, PROMO_PAGE_SIZE, PROMO_STATUSES } from '../promotions/types';
import { optionalParam } from './common';
import { endpoint } from './endpoint';
import { promoRequestSchema, promoStatusBodySchema, promoStatusChangeSchema } from './promotions';

// Trade merchandising (spec 3 §7 "Promotions and publishers"): the publishers administrators enter
// nominations for, and the trade publishers' nominations. "march" in the spec's paths is its
// spelling of "merch". A TRADE publisher is a traditional publisher whose titles are in the retail
// catalogue, not Quire books; administrators enter its nominations on its behalf.

/** TRADE: a traditional publisher of retail-catalogue titles; SELF_PUBLISHED: an independent one. */
export const PROMO_PUBLISHER_ROLES = ['TRADE', 'SELF_PUBLISHED'] as const;
export type PromoPublisherRole = (typeof PROMO_PUBLISHER_ROLES)[number];

/** A publisher as the administrators' list reads it. */
export const promoPublisherSchema = z
  .object({
    id: z.string(),
    vendorNumber: z.string().describe('Its key: trade requests name it; the retail catalogue lists it'),
    name: z.string().describe('Shown as the author of its requests'),
    dcVendorId: z.string().nullable(),
    companyIds: z.array(z.string()),
    role: z.enum(PROMO_PUBLISHER_ROLES),
    email: z.string().nullable().describe('Contact e-mail address'),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  })
  .describe('PromoPublisher');
export type PromoPublisher = z.infer<typeof promoPublisherSchema>;

const trimmedOrNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** What publisher-update takes: no id creates one; its vendor number never changes once made. */
export const promoPublisherInputSchema = z
  .object({
    id: z.string().max(100).nullish(),
    vendorNumber: z
      .string({ error: M.required('Vendor Number') })
      .trim()
      .min(1, { error: M.required('Vendor Number') })
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/, { error: 'Please enter letters, numbers and hyphens only.' }),
    name: z
      .string({ error: M.required('Publisher Name') })
      .trim()
      .min(1, { error: M.required('Publisher Name') })
      .max(200),
    dcVendorId: trimmedOrNull(40),
    companyIds: z
      .array(z.string().trim().min(1).max(40))
      .max(50)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    role: z.enum(PROMO_PUBLISHER_ROLES),
    email: z
      .email({ error: 'Please enter a valid email address.' })
      .max(254)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
  })
  .describe('PromoPublisherInput');

export const promoPublisherOptionSchema = z
  .object({
    value: z.string().describe('The vendor number'),
    label: z.string().describe('The publisher name'),
    dcVendorId: z.string().nullable(),
    companyIds: z.array(z.string()),
  })
  .describe('PromoPublisherOption');

/** One row of add-march-promos: a retail title of the publisher and its nomination. */
export const tradePromoRowSchema = z
  .object({
    ean: z.string().max(20).nullish(),
    regularPrice: z
      .union([z.string().max(20), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v))),
    promoPrice: z
      .union([z.string().max(20), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v))),
    startDate: z.string().max(20).nullish().describe('MM/DD/YYYY'),
    endDate: z.string().max(20).nullish().describe('MM/DD/YYYY'),
    flexDate: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .nullish()
      .transform((v) => v === true || v === 'true'),
    additionalComments: z
      .string()
      .max(ADDITIONAL_COMMENTS_MAX * 4)
      .nullish(),
  })
  .describe('TradePromoRow');
export type TradePromoRow = z.input<typeof tradePromoRowSchema>;

const page = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(PROMO_PAGE_SIZE),
};

export const promotionTradeEndpoints = {
  publishers: endpoint({
    method: 'GET',
    path: '/api/admin/get-publishers',
    query: z.object({
      ...page,
      searchText: optionalParam(z.string().trim().max(100)).describe('Name, vendor number or DC vendor id'),
    }),
    response: z.object({ publishers: z.array(promoPublisherSchema), numberOfRecords: z.number().int() }),
  }),
  publisherOptions: endpoint({
    method: 'GET',
    path: '/api/admin/get-publisher-options-details',
    query: z.object({
      userRole: optionalParam(z.enum(PROMO_PUBLISHER_ROLES)).describe('Without it: every publisher'),
    }),
    response: z.object({ options: z.array(promoPublisherOptionSchema) }),
  }),
  publisherUpdate: endpoint({
    method: 'PUT',
    path: '/api/admin/publisher-update',
    body: z.object({ publisher: promoPublisherInputSchema }),
    response: z.object({ publisher: promoPublisherSchema }),
  }),
  publisherDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/publishers-delete',
    query: z.object({ vendorNumber: z.string().trim().min(1).max(40) }),
    response: z.object({ deleted: z.literal(true), vendorNumber: z.string() }),
  }),
  tradeList: endpoint({
    method: 'GET',
    path: '/api/admin/trade-march-promos',
    query: z.object({
      vendorNumber: optionalParam(z.string().trim().max(40)),
      dcVendorId: optionalParam(z.string().trim().max(40)),
      companyIds: optionalParam(z.string().trim().max(2000)).describe(
        'A comma list: a publisher with any of them',
      ),
      status: optionalParam(z.enum(PROMO_STATUSES)).default('PENDING'),
      ...page,
    }),
    response: z.object({ promos: z.array(promoRequestSchema), numberOfRecords: z.number().int() }),
  }),
  tradeAdd: endpoint({
    method: 'POST',
    path: '/api/admin/add-march-promos',
    query: z.object({ vendorNumber: z.string().trim().min(1).max(40), definitionId: z.string().max(100) }),
    body: z.object({ payload: z.array(tradePromoRowSchema).min(1).max(500) }),
    response: z.object({ promos: z.array(promoRequestSchema) }),
  }),
  tradeStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/update-trade-promo-status',
    body: promoStatusBodySchema,
    response: promoStatusChangeSchema,
  }),
} as const;
