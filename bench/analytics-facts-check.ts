// The analytics bench's facts are made by SQL for speed; this checks a sample of them against what
// the server's own `factOf` would have kept for the same event and book (day, statement, royalty,
// owner, format, list price), so the fold and the views are measured on facts the ingest could make.
import type { AnalyticsEventKind } from '@quire/domain';
import type pg from 'pg';
import { factOf } from '../apps/server/src/modules/analytics/analytics.facts';

const SAMPLE = 2000;

interface SampledFact {
  kind: AnalyticsEventKind;
  source: string;
  external_id: string | null;
  project_id: string;
  owner_customer_id: string;
  ean: string;
  occurred_at: Date;
  received_at: Date;
  country: string | null;
  referrer_domain: string | null;
  quantity: number;
  unit_price: string | null;
  coupon_code: string | null;
  campaign: string | null;
  progress: string | null;
  day: string;
  format: 'EBOOK' | 'PRINT';
  list_price: string;
  royalty: string | null;
  statement_month: string | null;
  reader_key: string | null;
  b_owner: string;
  b_format: 'EBOOK' | 'PRINT';
  b_list: string;
  b_cost: string | null;
}

/** Problems found in a sample of the facts (empty: every sampled fact is as factOf keeps it). */
export async function checkFacts(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<SampledFact>(
    `select e.kind, e.source, e.external_id, e.project_id, e.owner_customer_id, e.ean, e.occurred_at, e.received_at,
            e.country, e.referrer_domain, e.quantity, e.unit_price::text, e.coupon_code, e.campaign,
            e.progress::text, e.day::text, e.format, e.list_price::text, e.royalty::text, e.statement_month,
            e.reader_key, b.owner as b_owner, b.format as b_format, b.list_price::text as b_list,
            b.printing_cost::text as b_cost
       from analytics_events e tablesample system (1) join bench_books b on b.project_id = e.project_id
      limit $1`,
    [SAMPLE],
  );
  const problems: string[] = [];
  for (const r of rows) {
    const kept = factOf(
      {
        kind: r.kind,
        source: r.source,
        externalId: r.external_id,
        occurredAt: r.occurred_at,
        receivedAt: r.received_at,
        country: r.country,
        referrerDomain: r.referrer_domain,
        quantity: r.quantity,
        unitPrice: r.unit_price,
        couponCode: r.coupon_code,
        campaign: r.campaign,
        progress: r.progress === null ? null : Number(r.progress),
        readerKey: r.reader_key,
      },
      {
        projectId: r.project_id,
        ownerCustomerId: r.b_owner,
        ean: r.ean,
        format: r.b_format,
        listPrice: r.b_list,
        printingCost: r.b_cost,
      },
    );
    const made = {
      day: r.day,
      statementMonth: r.statement_month,
      royalty: r.royalty,
      ownerCustomerId: r.owner_customer_id,
      format: r.format,
      listPrice: r.list_price,
    };
    const expected = {
      day: kept.day,
      statementMonth: kept.statementMonth,
      royalty: kept.royalty,
      ownerCustomerId: kept.ownerCustomerId,
      format: kept.format,
      listPrice: kept.listPrice,
    };
    if (JSON.stringify(made) !== JSON.stringify(expected))
      problems.push(
        `${r.kind} at ${r.occurred_at.toISOString()}: ${JSON.stringify(made)} ≠ ${JSON.stringify(expected)}`,
      );
  }
  if (rows.length === 0) problems.push('no facts sampled');
  return problems.slice(0, 10);
}
