import { type AnalyticsEventKind, AppError, type RoyaltyStatement, unitSign } from '@quire/domain';
import { parse } from 'csv-parse/sync';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FactBook, factOf } from '../src/modules/analytics/analytics.facts';
import { createAnalyticsFoldRepository } from '../src/modules/analytics/analytics.fold.repository';
import { createAnalyticsRepository } from '../src/modules/analytics/analytics.repository';
import { createAnalyticsStatements } from '../src/modules/analytics/analytics.statements';
import { STATEMENT_COLUMNS } from '../src/modules/analytics/analytics.statements.columns';
import {
  OTHER_PAGE_ROWS,
  STATEMENT_NOTE,
  statementPageCount,
} from '../src/modules/analytics/analytics.statements.pdf';
import { createAnalyticsStatementsRepository } from '../src/modules/analytics/analytics.statements.repository';
import type { NewAnalyticsEvent } from '../src/modules/analytics/analytics.tables';
import { createProjectLookups } from '../src/modules/projects/projects.lookups';
import { createProjectsRepository } from '../src/modules/projects/projects.repository';
import type { TestApp } from './helpers';
import { couponBook, retailApp } from './retail-helpers';

// Royalty statements (decision 044): read from the statement lines the fold keeps, by owner and
// month; a late sale for a final month lands in the first open one as an adjustment.

/** The service's clock: May 20, 2026, noon in New York (March and April final, May estimated). */
const NOW = new Date('2026-05-20T12:00:00-04:00');
const LONG_OWNER = 'LONG-STATEMENT-OWNER';

let t: TestApp;
let owner: string;
let first: FactBook;
let second: FactBook;
let statements: ReturnType<typeof createAnalyticsStatements>;
/** Every fact kept, to check the statements' sums against. */
const facts: NewAnalyticsEvent[] = [];

let n = 0;
function fact(
  book: FactBook,
  kind: AnalyticsEventKind,
  occurred: string,
  received: string,
  over: { quantity?: number; unitPrice?: string; couponCode?: string; owner?: string } = {},
): NewAnalyticsEvent {
  return factOf(
    {
      kind,
      source: 'statements-test',
      externalId: `e-${++n}`,
      occurredAt: new Date(occurred),
      receivedAt: new Date(received),
      quantity: over.quantity ?? 1,
      unitPrice: over.unitPrice ?? '9.99',
      couponCode: over.couponCode ?? null,
    },
    { ...book, ownerCustomerId: over.owner ?? book.ownerCustomerId },
  );
}

async function keepAndFold(rows: NewAnalyticsEvent[]) {
  const db = t.database.db;
  await createAnalyticsRepository(db).insertNew(rows);
  facts.push(...rows);
  await createAnalyticsFoldRepository(db).foldBatch(20000, new Date());
}

/** The facts' own sums for an owner's statement month: units, amount and royalty, exact. */
function sums(month: string, who = owner) {
  const mine = facts.filter((f) => f.statementMonth === month && f.ownerCustomerId === who);
  const signed = (f: NewAnalyticsEvent) => unitSign(f.kind) * (f.quantity ?? 1);
  return {
    units: mine.reduce((u, f) => u + signed(f), 0),
    amount: mine
      .reduce((a, f) => a.plus(new Decimal(f.unitPrice ?? 0).times(signed(f))), new Decimal(0))
      .toFixed(2),
    royalty: mine
      .reduce((a, f) => a.plus(new Decimal(f.royalty ?? 0).times(signed(f))), new Decimal(0))
      .toFixed(2),
  };
}

beforeAll(async () => {
  let author: Awaited<ReturnType<typeof retailApp>>['author'];
  ({ t, author, owner } = await retailApp());
  const a = await couponBook(t, author, { listPrice: '9.99' });
  const b = await couponBook(t, author, { listPrice: '4.99' });
  // The second book sorts first by title; its title has characters Helvetica cannot show.
  await t.database.db.execute(sql`update projects set title = 'Zebra Crossing' where id = ${a.id}`);
  await t.database.db.execute(sql`update projects set title = 'Atlas of Łódź 東京' where id = ${b.id}`);
  const book = (p: { id: string; ean: string }, listPrice: string): FactBook => ({
    projectId: p.id,
    ownerCustomerId: owner,
    ean: p.ean,
    format: 'EBOOK',
    listPrice,
    printingCost: null,
  });
  first = book(a, '9.99');
  second = book(b, '4.99');
  const db = t.database.db;
  statements = createAnalyticsStatements({
    repo: createAnalyticsStatementsRepository(db),
    fold: createAnalyticsFoldRepository(db),
    titles: createProjectLookups(createProjectsRepository(db)).bookTitles,
    now: () => NOW,
    operatorName: 'Quire Test Press',
  });
  await keepAndFold([
    fact(first, 'SALE', '2026-01-15T10:00:00-05:00', '2026-01-15T11:00:00-05:00'),
    fact(first, 'SALE', '2026-03-10T10:00:00-05:00', '2026-03-10T11:00:00-05:00', { quantity: 2 }),
    fact(first, 'COUPON_REDEMPTION', '2026-03-11T10:00:00-05:00', '2026-03-11T10:00:00-05:00', {
      unitPrice: '4.99',
      couponCode: 'SPRING26',
    }),
    fact(first, 'RETURN', '2026-03-20T10:00:00-04:00', '2026-03-21T10:00:00-04:00'),
    fact(second, 'SALE', '2026-03-22T10:00:00-04:00', '2026-03-22T10:00:00-04:00', {
      quantity: 3,
      unitPrice: '4.99',
    }),
    fact(first, 'SALE', '2026-04-02T10:00:00-04:00', '2026-04-02T10:00:00-04:00', { quantity: 3 }),
    fact(first, 'SALE', '2026-05-02T10:00:00-04:00', '2026-05-02T10:00:00-04:00'),
  ]);
});
afterAll(() => t?.close());

const totalsOf = (s: RoyaltyStatement) => s.totals;

describe('an owner’s statements', () => {
  it('lists every month from the first with sales to the current one, newest first, empty ones at zero', async () => {
    const { statements: list } = await statements.list(owner);
    expect(list.map((s) => s.month)).toEqual(['2026-05', '2026-04', '2026-03', '2026-02', '2026-01']);
    expect(list.map((s) => s.status)).toEqual(['ESTIMATED', 'FINAL', 'FINAL', 'FINAL', 'FINAL']);
    expect(list[0]?.finalAt).toBe(new Date('2026-06-15T00:00:00-04:00').toISOString());
    expect(list[3]).toMatchObject({ month: '2026-02', units: 0, royalty: '0.00', adjustments: 0 });
    for (const s of list) {
      const want = sums(s.month);
      expect({ units: s.units, royalty: s.royalty }, s.month).toEqual({
        units: want.units,
        royalty: want.royalty,
      });
    }
    expect(await statements.list('NOBODY-AT-ALL')).toEqual({ statements: [] });
  });

  it('a month’s statement has each book’s lines, by title, with totals equal to the facts’ sums', async () => {
    const march = await statements.one(owner, '2026-03');
    expect(march).toMatchObject({ month: '2026-03', customerId: owner, status: 'FINAL' });
    expect(march.lastUpdated).not.toBeNull();
    expect(totalsOf(march)).toEqual(sums('2026-03'));
    expect(march.lines.map((l) => [l.title, l.kind, l.units, l.unitPrice])).toEqual([
      ['Atlas of Łódź 東京', 'SALE', 3, '4.99'],
      ['Zebra Crossing', 'SALE', 2, '9.99'],
      ['Zebra Crossing', 'COUPON_REDEMPTION', 1, '4.99'],
      ['Zebra Crossing', 'RETURN', -1, '9.99'],
    ]);
    const ret = march.lines.find((l) => l.kind === 'RETURN');
    expect(ret).toMatchObject({
      units: -1,
      amount: '-9.99',
      adjustment: false,
      listPrice: '9.99',
      couponCode: null,
    });
    expect(ret?.royalty.startsWith('-')).toBe(true);
    expect(march.lines.find((l) => l.kind === 'COUPON_REDEMPTION')).toMatchObject({
      couponCode: 'SPRING26',
      ean: first.ean,
      occurredMonth: '2026-03',
    });
  });

  it('an empty month is an empty statement; a month not begun is refused on `month`', async () => {
    const feb = await statements.one(owner, '2026-02');
    expect(feb).toMatchObject({
      lines: [],
      totals: { units: 0, amount: '0.00', royalty: '0.00' },
      status: 'FINAL',
    });
    const refused = await statements.one(owner, '2026-06').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).items).toEqual([
      {
        code: 'VALIDATION',
        field: 'month',
        description: 'There is no statement for a month that has not begun.',
      },
    ]);
  });

  it('a late sale for a final month is an adjustment in the current month; the final month does not change', async () => {
    const before = await statements.one(owner, '2026-03');
    // March was final on April 15: a March sale received on May 18 belongs to May's statement.
    await keepAndFold([
      fact(first, 'SALE', '2026-03-28T10:00:00-04:00', '2026-05-18T09:00:00-04:00', { quantity: 4 }),
    ]);
    const after = await statements.one(owner, '2026-03');
    expect({ ...after, lastUpdated: null }).toEqual({ ...before, lastUpdated: null });

    const may = await statements.one(owner, '2026-05');
    expect(may.status).toBe('ESTIMATED');
    expect(totalsOf(may)).toEqual(sums('2026-05'));
    expect(may.lines.map((l) => [l.occurredMonth, l.adjustment, l.units])).toEqual([
      ['2026-05', false, 1],
      ['2026-03', true, 4],
    ]);
    const { statements: list } = await statements.list(owner);
    expect(list[0]).toMatchObject({ month: '2026-05', adjustments: 1, units: 5 });
  });
});

describe('downloads', () => {
  it('the CSV parses back to the same lines and totals', async () => {
    const march = await statements.one(owner, '2026-03');
    const csv = await statements.csv(owner, '2026-03');
    const rows = parse(csv, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...STATEMENT_COLUMNS]);
    const lines = rows.slice(1, -1);
    const total = rows.at(-1) as string[];
    expect(lines).toHaveLength(march.lines.length);
    expect(lines[0]).toEqual([
      'Atlas of Łódź 東京',
      second.ean,
      'eBook',
      'Sale',
      '2026-03',
      'No',
      '4.99',
      '4.99',
      '',
      '3',
      '14.97',
      march.lines[0]?.royalty,
    ]);
    expect(lines.map((r) => r[3])).toEqual(['Sale', 'Sale', 'Coupon sale', 'Return']);
    const col = (name: (typeof STATEMENT_COLUMNS)[number]) => STATEMENT_COLUMNS.indexOf(name);
    const sum = (name: (typeof STATEMENT_COLUMNS)[number]) =>
      lines
        .reduce((s, r) => s.plus(r[col(name)] as string), new Decimal(0))
        .toFixed(name === 'Copies' ? 0 : 2);
    expect(total[0]).toBe('Total');
    expect([total[col('Copies')], total[col('Amount')], total[col('Royalty')]]).toEqual([
      String(march.totals.units),
      march.totals.amount,
      march.totals.royalty,
    ]);
    expect([sum('Copies'), sum('Amount'), sum('Royalty')]).toEqual([
      String(sums('2026-03').units),
      sums('2026-03').amount,
      sums('2026-03').royalty,
    ]);
    const may = parse(await statements.csv(owner, '2026-05'), { bom: true }) as string[][];
    expect(may[2]?.[col('Adjustment')]).toBe('Yes');
  });

  it('a long statement’s PDF runs over several pages, each with the header row', async () => {
    // 120 lines: one book sold at 120 different prices in December 2025, for an owner of its own.
    const prices = Array.from({ length: 120 }, (_, i) =>
      new Decimal(1).plus(new Decimal(i).times('0.05')).toFixed(2),
    );
    await keepAndFold(
      prices.map((p) =>
        fact(first, 'SALE', '2025-12-05T10:00:00-05:00', '2025-12-05T10:00:00-05:00', {
          unitPrice: p,
          owner: LONG_OWNER,
        }),
      ),
    );
    const december = await statements.one(LONG_OWNER, '2025-12');
    expect(december.lines).toHaveLength(120);
    expect(december.totals).toEqual(sums('2025-12', LONG_OWNER));

    const bytes = await statements.pdf(LONG_OWNER, '2025-12');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    const pages = statementPageCount(120);
    // 120 lines and the totals need more than the first page and at least two more.
    expect(pages).toBeGreaterThanOrEqual(1 + Math.ceil((120 - OTHER_PAGE_ROWS) / OTHER_PAGE_ROWS));
    expect(doc.getPageCount()).toBe(pages);
    expect(doc.getPage(0).getWidth()).toBeGreaterThan(doc.getPage(0).getHeight());

    const text = await pdfText(bytes);
    expect(text).toHaveLength(pages);
    expect(text[0]).toContain('Royalty statement');
    expect(text[0]).toContain('Quire Test Press');
    expect(text[0]).toContain('December 2025');
    expect(text[0]).toContain(LONG_OWNER);
    expect(text[0]).toContain('Final');
    text.forEach((page, i) => {
      expect(page).toContain('Price paid');
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
    });
    const last = text.at(-1) as string;
    expect(last).toContain('Total');
    expect(last).toContain(december.totals.royalty);
    expect(last.replace(/\s+/g, ' ')).toContain(STATEMENT_NOTE);
  });

  it('an estimated statement says until when; a title Helvetica cannot show still prints', async () => {
    const text = (await pdfText(await statements.pdf(owner, '2026-05'))).join('\n');
    expect(text).toContain('May 2026');
    expect(text).toContain('Estimated until June 15, 2026');
    const march = (await pdfText(await statements.pdf(owner, '2026-03'))).join('\n');
    expect(march).toContain('Atlas of ?ód? ??');
    const empty = (await pdfText(await statements.pdf(owner, '2026-02'))).join('\n');
    expect(empty).toContain('No sales, coupon sales or returns this month.');
  });
});

/** Each page's text, by pdf.js. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: pdfjs.VerbosityLevel.ERRORS })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}
