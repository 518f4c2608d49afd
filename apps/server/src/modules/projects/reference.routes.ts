import {
  COVER_FORMAT_LABELS,
  COVER_FORMATS,
  EBOOK_PRICE_BANDS,
  PAGE_COUNT_MAX,
  PAGE_COUNT_MIN,
  PAPER_COLOR_LABELS,
  PAPER_COLORS,
  PRINT_COLOR_LABELS,
  PRINT_COLORS,
  PRINT_RETAIL_SHARE,
  pageSizeToPoints,
  success,
  TRIM_SIZES,
} from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { optionalUser } from '../access';

const tags = ['projects', 'reference'];

/**
 * Price changes: Quire takes them at any time; retailers show them within 24 hours, in the
 * business time zone (spec 1 §9). A scheduled price (the promotions issue) uses the same window.
 */
export const PRICE_UPDATE_WINDOW = {
  open: true,
  timeZone: 'America/New_York',
  effectiveWithinHours: 24,
} as const;

/** eBook files Quire accepts (the files issue enforces them on upload). */
export const EBOOK_SIZE = {
  interiorFormats: ['EPUB', 'DOCX', 'PDF'],
  maxInteriorMegabytes: 50,
  coverFormats: ['JPG', 'PNG'],
  coverMinWidthPx: 1400,
  coverMinHeightPx: 2100,
  coverAspectRatio: '1:1.5',
} as const;

/** Reference data for the pricing and size steps: readable without signing in. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/project/royalty-prices',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'eBook price bands with their retail share and the print retail share (spec 1 §9)',
        response: responses(
          z.object({
            ebook: z.array(
              z.object({ min: z.string(), max: z.string(), share: z.string(), royaltyRate: z.string() }),
            ),
            printRetailShare: z.string(),
          }),
        ),
      },
    },
    async () =>
      success({
        ebook: EBOOK_PRICE_BANDS.map((b) => ({
          ...b,
          royaltyRate: (1 - Number(b.share)).toFixed(2),
        })),
        printRetailShare: PRINT_RETAIL_SHARE,
      }),
  );

  app.get(
    '/api/project/priceUpdateWindow',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'When a new list price takes effect',
        response: responses(
          z.object({ open: z.boolean(), timeZone: z.string(), effectiveWithinHours: z.number().int() }),
        ),
      },
    },
    async () => success(PRICE_UPDATE_WINDOW),
  );

  app.get(
    '/api/project/eBookSize',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The eBook interior and cover files Quire accepts',
        response: responses(
          z.object({
            interiorFormats: z.array(z.string()),
            maxInteriorMegabytes: z.number(),
            coverFormats: z.array(z.string()),
            coverMinWidthPx: z.number(),
            coverMinHeightPx: z.number(),
            coverAspectRatio: z.string(),
          }),
        ),
      },
    },
    async () => success(EBOOK_SIZE),
  );

  app.get(
    '/api/project/printBookSize',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          'Trim sizes (with points), cover formats, print and paper colours and page counts to choose from',
        querystring: z.object({ coverFormat: z.enum(COVER_FORMATS).optional() }),
        response: responses(
          z.object({
            sizes: z.array(
              z.object({
                pageSize: z.string(),
                widthIn: z.number(),
                heightIn: z.number(),
                widthPt: z.number(),
                heightPt: z.number(),
                trimClass: z.string(),
                coverFormats: z.array(z.string()),
              }),
            ),
            coverFormats: z.array(z.object({ value: z.string(), label: z.string() })),
            printColors: z.array(z.object({ value: z.string(), label: z.string() })),
            paperColors: z.array(z.object({ value: z.string(), label: z.string() })),
            pageCountMin: z.number().int(),
            pageCountMax: z.number().int(),
          }),
          400,
        ),
      },
    },
    async (request) => {
      const wanted = request.query.coverFormat;
      const sizes = TRIM_SIZES.filter((t) => !wanted || t.coverFormats.includes(wanted)).map((t) => {
        const pt = pageSizeToPoints(t.pageSize) ?? { width: 0, height: 0 };
        return { ...t, coverFormats: [...t.coverFormats], widthPt: pt.width, heightPt: pt.height };
      });
      return success({
        sizes,
        coverFormats: COVER_FORMATS.map((value) => ({ value, label: COVER_FORMAT_LABELS[value] })),
        printColors: PRINT_COLORS.map((value) => ({ value, label: PRINT_COLOR_LABELS[value] })),
        paperColors: PAPER_COLORS.map((value) => ({ value, label: PAPER_COLOR_LABELS[value] })),
        pageCountMin: PAGE_COUNT_MIN,
        pageCountMax: PAGE_COUNT_MAX,
      });
    },
  );
};
