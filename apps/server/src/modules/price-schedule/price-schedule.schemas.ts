import { z } from 'zod';

const money = z.string().describe('An amount with two decimals, "2.99"');
const newYorkDateTime = z
  .string()
  .describe("New York date-time with its offset, '2026-03-05T14:30:00-05:00'");

export const scheduledPriceSchema = z
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
  .describe('ScheduledPrice');

export const upcomingChangeSchema = z
  .object({
    projectId: z.string(),
    scheduleId: z.string(),
    at: newYorkDateTime,
    price: money,
    edge: z.enum(['start', 'end']),
  })
  .describe('UpcomingPriceChange');

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

export const submitBodySchema = z.object({
  id: z.string().max(40).nullable().optional().describe('Absent for a new scheduled price'),
  projectId: z.string().max(40),
  price: amountIn,
  startDate: dateTimeIn,
  endDate: dateTimeIn.describe('Empty: the price stays'),
  endDatePrice: amountIn.describe('Empty: back to the price before the change'),
});

export const deleteBodySchema = z.object({ id: z.string().max(40), projectId: z.string().max(40) });
