import { z } from 'zod';
import type { PrintOption, UltraPremiumComparison } from '../pricing/ultra-premium';
import { PRINT_TIERS } from '../projects/types';
import { conforming } from './conforms';
import { endpoint } from './endpoint';
import { printQuoteSchema } from './projects';

// Ultra Premium print (spec 3 §7, admin users): an administrator compares a book's print option
// with its Ultra Premium version and converts it. {id} is the project's id.

const text = z.string().nullable();
const reasonSchema = z.object({ code: z.string(), description: z.string(), field: z.string().optional() });

export const printOptionSchema = conforming<PrintOption>()(
  z
    .object({
      printTier: z.enum(PRINT_TIERS),
      label: z.string(),
      pageSize: text,
      pageCount: z.number().int().nullable(),
      coverFormat: text,
      printColor: text,
      paperColor: text,
      coverFinish: text,
      description: z.string(),
      quote: printQuoteSchema
        .nullable()
        .describe('The print quote at today’s list price; null when it cannot be priced'),
    })
    .describe('PrintOption'),
);

export const ultraPremiumComparisonSchema = conforming<UltraPremiumComparison>()(
  z
    .object({
      projectId: z.string(),
      title: text,
      type: z.string(),
      status: z.string(),
      listPrice: text,
      current: printOptionSchema,
      ultraPremium: printOptionSchema,
      printingCostChange: text,
      royaltyChange: text,
      belowUltraPremiumFloor: z.boolean(),
      mayConvert: z.boolean(),
      reasons: z.array(reasonSchema),
    })
    .describe('UltraPremiumComparison'),
);

export const ultraPremiumConvertedSchema = z
  .object({
    projectId: z.string(),
    printTier: z.literal('ULTRA_PREMIUM'),
    before: printOptionSchema,
    after: printOptionSchema,
    /** The list price after the conversion: kept, or null when it fell below the new floor price. */
    listPrice: text,
    /** The author was e-mailed (through the outbox, with the conversion). */
    emailed: z.boolean(),
  })
  .describe('UltraPremiumConverted');
export type UltraPremiumConverted = z.infer<typeof ultraPremiumConvertedSchema>;

const P = '/api/admin/users';
const idParams = z.object({ id: z.string().trim().min(1).max(40) });

export const ultraPremiumEndpoints = {
  /** The spec's spelling, "Compareable", kept. */
  compare: endpoint({
    method: 'GET',
    path: `${P}/getUltraPremiumCompareable/:id`,
    params: idParams,
    response: ultraPremiumComparisonSchema,
  }),
  convert: endpoint({
    method: 'POST',
    path: `${P}/ultraPremiumConvert/:id`,
    params: idParams,
    response: ultraPremiumConvertedSchema,
  }),
};
