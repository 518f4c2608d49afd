import {
  type AnalyticsAnswer,
  type AnalyticsQuery,
  analyticsRange,
  fieldError,
  formatShortDisplayDate,
  type LoggedInUser,
  type RoyaltyStatement,
} from '@quire/domain';
import type { AnalyticsAccess } from './analytics.access';
import type { AnalyticsStatements } from './analytics.statements';
import type { AnalyticsViews } from './analytics.views';

export interface AnalyticsDashboardsDeps {
  access: AnalyticsAccess;
  views: AnalyticsViews;
  statements: AnalyticsStatements;
  now: () => Date;
}

export interface StatementFile {
  name: string;
  contentType: string;
  body: string | Uint8Array;
}

/**
 * The analytics pages' use cases (decision 044): who is asking decides whose figures (access), the
 * range is checked by the domain's rule, and the views and statements answer from the rollups.
 */
export function createAnalyticsDashboards({ access, views, statements, now }: AnalyticsDashboardsDeps) {
  return {
    async view(user: LoggedInUser, q: AnalyticsQuery): Promise<AnalyticsAnswer> {
      const at = now();
      const asked = analyticsRange(q, at);
      if ('field' in asked) throw fieldError(asked.field, asked.message);
      const scope = await access.viewScope(user, q.queryParameter, q);
      const notice = asked.clampedTo
        ? `Nothing can have happened after today: the figures go up to ${formatShortDisplayDate(asked.range.to)}.`
        : null;
      return views.answer(
        q.queryParameter,
        asked.range,
        { ...scope, format: q.format, country: q.country },
        notice,
      );
    },

    async statements(user: LoggedInUser, q: { customerId?: string | undefined }) {
      return statements.list(await access.statementOwner(user, q.customerId));
    },

    async statement(
      user: LoggedInUser,
      q: { month: string; customerId?: string | undefined },
    ): Promise<RoyaltyStatement> {
      return statements.one(await access.statementOwner(user, q.customerId), q.month);
    },

    async download(
      user: LoggedInUser,
      q: { month: string; customerId?: string | undefined; format: 'csv' | 'pdf' },
    ): Promise<StatementFile> {
      const owner = await access.statementOwner(user, q.customerId);
      const name = `royalty-statement-${q.month}.${q.format}`;
      if (q.format === 'pdf')
        return { name, contentType: 'application/pdf', body: await statements.pdf(owner, q.month) };
      return { name, contentType: 'text/csv; charset=utf-8', body: await statements.csv(owner, q.month) };
    },
  };
}

export type AnalyticsDashboards = ReturnType<typeof createAnalyticsDashboards>;
