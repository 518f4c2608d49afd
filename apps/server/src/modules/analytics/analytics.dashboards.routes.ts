import { analyticsEndpoints as e, STATEMENT_FINAL_DAY, success, VIEW_PAGE, VIEW_TITLES } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { AnalyticsDashboards } from './analytics.dashboards';

const tags = ['analytics'];

const VIEWS = Object.entries(VIEW_TITLES)
  .map(([view, title]) => `\`${view}\` (${VIEW_PAGE[view as keyof typeof VIEW_PAGE]}): ${title}`)
  .join('; ');

const WHO =
  "An author sees their own books' figures, on the analytics pages their account was given (analyticsAccess CUSTOMER, READING, SITE) with the sales dashboard feature (SALES_REPORTS; 403 otherwise); a contributor acting for them needs Sales report dashboard. Administrators see any author's with customerId, and the platform's without. Another account's book or figures answer 404.";

const STATUS = `A month's figures are estimated until the ${STATEMENT_FINAL_DAY}th of the next month (12:00 AM New York), then final: they never change after that, and an event for a final month that arrives later is counted in the first open month's statement as an adjustment line.`;

/** The sales and reading dashboards' views and the royalty statements (decision 044). */
export const analyticsDashboardRoutes: FastifyPluginAsyncZod<{ dashboards: AnalyticsDashboards }> = async (
  app,
  { dashboards },
) => {
  app.get(
    e.view.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One analytics view (queryParameter) for a date range, book, format and country',
        description: `${WHO}\n\nViews: ${VIEWS}.\n\nEvery view answers a table: \`columns\` (key, label, kind) and \`rows\`, with \`totals\` where they add up, so a chart, the table behind it and its CSV are the same figures. Days are New York days; \`from\`/\`to\` default to the last 90 days; a \`to\` after today is read as today and \`notice\` says so, as it says when the range starts before the first figure (\`dataFrom\`). A period row carries \`final\`; \`status\` says whether the whole range is FINAL, ESTIMATED or PARTLY_FINAL, \`finalThrough\` the last final day and \`lastUpdated\` when the figures last took in new events. ${STATUS} A start after the end, or in the future, is 400 on \`from\`; an unknown view 400 on \`queryParameter\`.`,
        querystring: e.view.query,
        response: responses(e.view.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await dashboards.view(currentUser(request), request.query)),
  );

  app.get(
    e.statements.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The author's monthly royalty statements, newest first, each estimated or final",
        description: `An author (with the sales report feature, SALESRPRT) or their contributor with Sales report dashboard reads their own; an administrator names the author with customerId (400 without it, 404 for an unknown account). ${STATUS}`,
        querystring: e.statements.query,
        response: responses(e.statements.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await dashboards.statements(currentUser(request), request.query)),
  );

  app.get(
    e.statement.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "One month's royalty statement: a line per book, kind, price paid and royalty per copy",
        description: `Who may read it as for the list. Each line gives the copies (negative for returns), the list price, the price paid (a coupon's or promotion's where there was one), the amount and the royalty by the eBook price band or the print share of that day; adjustment lines are an earlier, final month's sales that arrived late, naming the month. A month with no sales answers an empty statement; a month not begun is 400 on \`month\`.`,
        querystring: e.statement.query,
        response: responses(e.statement.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await dashboards.statement(currentUser(request), request.query)),
  );

  app.get(
    e.download.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "One month's royalty statement as a CSV or PDF file",
        description:
          'Who may read it as for the list. `format` csv (the default: a row per line and a totals row) or pdf (a printable statement). The figures are those of GET statement.',
        querystring: e.download.query,
      },
    },
    async (request, reply) => {
      const file = await dashboards.download(currentUser(request), request.query);
      return reply
        .headers({
          'content-type': file.contentType,
          // The name is ours and plain ASCII (royalty-statement-YYYY-MM.csv).
          'content-disposition': `attachment; filename="${file.name}"`,
          'cache-control': 'private, no-store',
        })
        .send(file.body);
    },
  );
};
