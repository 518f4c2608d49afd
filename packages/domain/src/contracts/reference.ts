import { z } from 'zod';
import { COVER_FORMATS } from '../projects/types';
import { endpoint } from './endpoint';

// Reference data of the pricing and size steps, readable without signing in. The price window of
// the scheduled prices is in scheduled-prices.ts.

const choice = z.object({ value: z.string(), label: z.string() });

export const referenceEndpoints = {
  royaltyPrices: endpoint({
    method: 'GET',
    path: '/api/project/royalty-prices',
    response: z.object({
      ebook: z.array(
        z.object({ min: z.string(), max: z.string(), share: z.string(), royaltyRate: z.string() }),
      ),
      printRetailShare: z.string(),
    }),
  }),
  ebookSize: endpoint({
    method: 'GET',
    path: '/api/project/eBookSize',
    response: z.object({
      interiorFormats: z.array(z.string()),
      maxInteriorMegabytes: z.number(),
      coverFormats: z.array(z.string()),
      coverMinWidthPx: z.number(),
      coverMinHeightPx: z.number(),
      coverAspectRatio: z.string(),
    }),
  }),
  printBookSize: endpoint({
    method: 'GET',
    path: '/api/project/printBookSize',
    query: z.object({ coverFormat: z.enum(COVER_FORMATS).optional() }),
    response: z.object({
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
      coverFormats: z.array(choice),
      printColors: z.array(choice),
      paperColors: z.array(choice),
      pageCountMin: z.number().int(),
      pageCountMax: z.number().int(),
    }),
  }),
};
