import { z } from 'zod';
import { analyticsQuerySchema } from '../analytics/views';
import { endpoint } from './endpoint';

// The analytics views and royalty statements (decision 044). Spec 3 §7 names the views and says
// their shapes are not shown: every view answers one table, so a chart, the table behind it and
// the CSV of what is on screen are the same figures.

const money = z.string().describe('An amount with two decimals, "2.99"');
const month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month is written YYYY-MM, such as 2026-03.' });
const status = z.enum(['FINAL', 'ESTIMATED', 'PARTLY_FINAL']);

export const analyticsColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'day', 'count', 'money', 'percent', 'hours']),
});
export type AnalyticsColumn = z.infer<typeof analyticsColumnSchema>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const analyticsAnswerSchema = z
  .object({
    view: z.string(),
    page: z.enum(['CUSTOMER', 'READING', 'SITE']),
    title: z.string(),
    range: z.object({ from: z.string(), to: z.string(), grain: z.enum(['day', 'week', 'month']) }),
    scope: z.object({
      customerId: z.string().nullable().describe('Whose figures; null: the whole platform (administrators)'),
      projectId: z.string().nullable(),
      format: z.string().nullable(),
      country: z.string().nullable(),
    }),
    status: status.describe('FINAL when every day of the range is final, ESTIMATED when none is'),
    finalThrough: z.string().describe('The last day whose figures are final (New York)'),
    lastUpdated: z.string().nullable().describe('When the figures last took in new events'),
    dataFrom: z.string().nullable().describe('The first day with any figure in this scope'),
    notice: z.string().nullable().describe('What the answer did with the range asked for, in words'),
    columns: z.array(analyticsColumnSchema),
    rows: z
      .array(z.record(z.string(), cell))
      .describe('A row per period, book, country …; a period row has `final`'),
    totals: z.record(z.string(), cell).nullable(),
  })
  .describe('AnalyticsAnswer');
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;

export const statementSummarySchema = z.object({
  month: z.string(),
  status: z.enum(['FINAL', 'ESTIMATED']),
  finalAt: z.string().describe('When the statement is (or became) final'),
  units: z.number().int(),
  royalty: money,
  adjustments: z.number().int().describe('Lines for earlier months that arrived after those were final'),
});

export const statementLineSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  ean: z.string().nullable(),
  format: z.string(),
  kind: z.string().describe('SALE, COUPON_REDEMPTION or RETURN'),
  occurredMonth: z.string().describe('The month the sales happened in'),
  adjustment: z.boolean().describe('An earlier, final month’s sales that arrived late'),
  listPrice: money.nullable(),
  unitPrice: money.describe('What the reader paid for one copy'),
  couponCode: z.string().nullable(),
  units: z.number().int().describe('Copies; negative for returns'),
  amount: money,
  royalty: money,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z
  .object({
    month: z.string(),
    customerId: z.string(),
    status: z.enum(['FINAL', 'ESTIMATED']),
    finalAt: z.string(),
    lastUpdated: z.string().nullable(),
    lines: z.array(statementLineSchema),
    totals: z.object({ units: z.number().int(), amount: money, royalty: money }),
  })
  .describe('RoyaltyStatement');
export type RoyaltyStatement = z.infer<typeof statementSchema>;

const owner = z
  .string()
  .trim()
  .max(40)
  .optional()
  .describe('Administrators: whose statements (required for them)');

export const analyticsEndpoints = {
  view: endpoint({
    method: 'GET',
    path: '/api/analytics',
    query: analyticsQuerySchema,
    response: analyticsAnswerSchema,
  }),
  statements: endpoint({
    method: 'GET',
    path: '/api/analytics/statements',
    query: z.object({ customerId: owner }),
    response: z.object({ statements: z.array(statementSummarySchema) }),
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/analytics/statement',
    query: z.object({ month, customerId: owner }),
    response: statementSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/analytics/statement/download',
    query: z.object({ month, customerId: owner, format: z.enum(['csv', 'pdf']).default('csv') }),
    response: z.unknown(),
  }),
};
