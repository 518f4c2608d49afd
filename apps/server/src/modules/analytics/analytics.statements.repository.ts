import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** One statement month of an owner, summed over its lines. */
export interface StatementMonthRow {
  month: string;
  units: number;
  /** Exact, as PostgreSQL sums numeric. */
  royalty: string;
  /** Lines for an earlier month that was already final when its sales arrived. */
  adjustments: number;
}

/** One line of a statement as the fold keeps it (`analytics_statement_lines`). */
export interface StatementLineRow {
  projectId: string;
  occurredMonth: string;
  kind: string;
  format: string;
  unitPrice: string;
  unitRoyalty: string;
  /** '' when the book had no list price. */
  listPrice: string;
  /** '' when no coupon. */
  couponCode: string;
  units: number;
  amount: string;
  royalty: string;
}

/**
 * The royalty statements' reads (decision 044): only `analytics_statement_lines`, which the fold
 * alone writes. Amounts come back as text so no decimal passes through a float.
 */
export function createAnalyticsStatementsRepository(db: Db) {
  return {
    /** The months an owner has lines in, oldest first. */
    async months(ownerCustomerId: string): Promise<StatementMonthRow[]> {
      const rows = rowsOf<{
        month: string;
        units: number | string;
        royalty: string;
        adjustments: number | string;
      }>(
        await db.execute(sql`
          select statement_month as month, sum(units)::bigint::text as units, sum(royalty)::text as royalty,
            (count(*) filter (where occurred_month < statement_month))::int as adjustments
          from analytics_statement_lines
          where owner_customer_id = ${ownerCustomerId}
          group by statement_month
          order by statement_month`),
      );
      return rows.map((r) => ({
        month: r.month,
        units: Number(r.units),
        royalty: r.royalty,
        adjustments: Number(r.adjustments),
      }));
    },

    /**
     * The lines of one owner's month: by book, the month's own sales before adjustments (oldest
     * month first), then kind (sales, coupon sales, returns) and price paid.
     */
    async lines(ownerCustomerId: string, month: string): Promise<StatementLineRow[]> {
      const rows = rowsOf<{
        project_id: string;
        occurred_month: string;
        kind: string;
        format: string;
        unit_price: string;
        unit_royalty: string;
        list_price: string;
        coupon_code: string;
        units: number | string;
        amount: string;
        royalty: string;
      }>(
        await db.execute(sql`
          select project_id::text as project_id, occurred_month, kind, format, unit_price::text as unit_price,
            unit_royalty::text as unit_royalty, list_price, coupon_code, units::text as units,
            amount::text as amount, royalty::text as royalty
          from analytics_statement_lines
          where owner_customer_id = ${ownerCustomerId} and statement_month = ${month}
          order by project_id, (occurred_month < statement_month), occurred_month,
            case kind when 'SALE' then 0 when 'COUPON_REDEMPTION' then 1 when 'RETURN' then 2 else 3 end,
            kind, unit_price, coupon_code, list_price, unit_royalty, format`),
      );
      return rows.map((r) => ({
        projectId: r.project_id,
        occurredMonth: r.occurred_month,
        kind: r.kind,
        format: r.format,
        unitPrice: r.unit_price,
        unitRoyalty: r.unit_royalty,
        listPrice: r.list_price,
        couponCode: r.coupon_code,
        units: Number(r.units),
        amount: r.amount,
        royalty: r.royalty,
      }));
    },
  };
}

export type AnalyticsStatementsRepository = ReturnType<typeof createAnalyticsStatementsRepository>;
