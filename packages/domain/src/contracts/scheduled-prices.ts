import { z } from 'zod';
import type { PriceUpdateWindow } from '../scheduled-prices/rules';
import type { ScheduledPrice, UpcomingPriceChange } from '../scheduled-prices/types';
import { conforming } from './conforms';
import { endpoint } from './endpoint';

// An eBook's scheduled prices (spec 1 §7), under /api/project like the other project calls, and the
// window a new one must start in.

const money = z.string().describe('An amount with two decimals, "2.99"');
const newYorkDateTime = z
  .string()
  .describe("New York date-time with its offset, '2026-03-05T14:30:00-05:00'");

export const scheduledPriceSchema = conforming<ScheduledPrice>()(
  z
    .object({
      id: z.string(),
      projectId: z.string(),
      price: money,
      startDate: newYorkDateTime,
      endDate: newYorkDateTime.nullable().describe('null: the price stays'),
      endDatePrice: money
        .nullable()
        .describe('The price at the end; null: back to the price before the change'),
      status: z.enum(['SCHEDULED', 'ACTIVE', 'DONE']),
      previousPrice: money.nullable().describe('The list price just before the start applied'),
      startedAt: z.string().nullable(),
      endedAt: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .describe('ScheduledPrice'),
);

export const upcomingChangeSchema = conforming<UpcomingPriceChange>()(
  z
    .object({
      projectId: z.string(),
      scheduleId: z.string(),
      at: newYorkDateTime,
      price: money,
      edge: z.enum(['start', 'end']),
    })
    .describe('UpcomingPriceChange'),
);

export const priceUpdateWindowSchema = conforming<PriceUpdateWindow>()(
  z
    .object({
      open: z.boolean(),
      timeZone: z.literal('America/New_York'),
      granularity: z.literal('minute'),
      earliestStart: z.string().describe("With the New York offset, '2026-03-05T14:31:00-05:00'"),
      latestStart: z.string(),
      maxStartDaysAhead: z.number().int(),
      reminderHoursBefore: z.number().int(),
      effectiveWithinHours: z.number().int(),
    })
    .describe('PriceUpdateWindow'),
);

const amountIn = z
  .union([z.string().max(20), z.number()])
  .nullable()
  .optional()
  .describe('An eBook list price: 0, or 0.99 to 199.99, at most two decimals');
const dateTimeIn = z
  .string()
  .max(40)
  .nullable()
  .optional()
  .describe(
    "New York wall-clock time to the minute, '2026-03-05T14:30', or an instant with an offset on a whole minute",
  );

export const scheduledPriceSubmitSchema = z.object({
  id: z.string().max(40).nullable().optional().describe('Absent for a new scheduled price'),
  projectId: z.string().max(40),
  price: amountIn,
  startDate: dateTimeIn,
  endDate: dateTimeIn.describe('Empty: the price stays'),
  endDatePrice: amountIn.describe('Empty: back to the price before the change'),
});
export type ScheduledPriceSubmit = z.infer<typeof scheduledPriceSubmitSchema>;

const deleteFields = z.object({ id: z.string().max(40), projectId: z.string().max(40) });

export const scheduledPricesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/project/scheduled-prices',
    query: z.object({ projectId: z.string().max(40) }),
    response: z.object({ scheduledPrices: z.array(scheduledPriceSchema) }),
  }),
  /** `projectIds`: a comma-separated list of at most 100 ids. */
  upcoming: endpoint({
    method: 'GET',
    path: '/api/project/scheduled-prices/upcoming',
    query: z.object({ projectIds: z.string().max(4000).default('') }),
    response: z.object({ changes: z.array(upcomingChangeSchema) }),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/project/scheduled-price-submit',
    body: scheduledPriceSubmitSchema,
    response: z.object({ scheduledPrice: scheduledPriceSchema }),
  }),
  /** `{id, projectId}` in the body, or in the query string (the route says which is missing). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/project/scheduled-price-delete',
    body: deleteFields.nullish(),
    query: deleteFields.partial(),
    response: z.object({ deleted: z.literal(true), id: z.string() }),
  }),
  priceUpdateWindow: endpoint({
    method: 'GET',
    path: '/api/project/priceUpdateWindow',
    response: priceUpdateWindowSchema,
  }),
};
