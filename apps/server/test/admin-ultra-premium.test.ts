import { ERROR_CATALOGUE } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient, auditOf } from './admin-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

/** A 200-page 6x9 black-and-white paperback on cream paper with a gloss cover, at $39.99. */
const SPEC = {
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  pageCount: 200,
  printColor: 'BLACK_WHITE',
  paperColor: 'CREAM',
  coverFormat: 'SOFTCOVER',
  coverFinish: 'GLOSS',
  listPrice: '39.99',
};
const NO_PROJECT = '00000000-0000-4000-8000-000000000000';
const compareUrl = (id: string) => `/api/admin/users/getUltraPremiumCompareable/${id}`;
const convertUrl = (id: string) => `/api/admin/users/ultraPremiumConvert/${id}`;

let t: TestApp;
let author: TestClient;
let admin: TestClient;

async function book(fields: Record<string, unknown> = {}): Promise<string> {
  const res = await author.post('/api/project', { type: 'PRINT', title: 'Tides', ...SPEC, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.id as string;
}

async function count(table: 'audit_log' | 'project_history', column: string, id: string): Promise<number> {
  const r = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  return rowsOf<{ n: number }>(r)[0]!.n;
}
const outboxKinds = async () =>
  (await outboxFor(t.database, AUTHOR.email)).filter((m) => m.kind === 'ultra-premium-converted');

beforeAll(async () => {
  t = await buildTestApp();
  author = t.client();
  await author.signIn(AUTHOR);
  admin = await adminClient(t);
});
afterAll(() => t?.close());

describe('GET getUltraPremiumCompareable/{id}', () => {
  it("answers the book's print option beside its Ultra Premium version, quoted at today's list price", async () => {
    const id = await book();
    const res = await admin.get(compareUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().payload;
    expect(c).toMatchObject({
      projectId: id,
      title: 'Tides',
      listPrice: '39.99',
      current: {
        printTier: 'STANDARD',
        description: 'Black & White, Cream paper, Paperback, gloss',
        quote: { printing_cost: '3.45', floor_price: '6.28', net_royalty: '18.54' },
      },
      ultraPremium: {
        printTier: 'ULTRA_PREMIUM',
        printColor: 'FULL_COLOR',
        paperColor: 'WHITE',
        coverFinish: 'MATTE',
        quote: { printing_cost: '20.50', floor_price: '37.28', net_royalty: '1.49' },
      },
      printingCostChange: '17.05',
      royaltyChange: '-17.05',
      belowUltraPremiumFloor: false,
      mayConvert: true,
      reasons: [],
    });
    // Reading changes nothing.
    expect(await count('audit_log', 'target_id', id)).toBe(0);
  });

  it('lists the reasons a book may not convert', async () => {
    const id = await book({ pageSize: '5x8', pageCount: 600, bookSizeType: '5x8-SOFTCOVER-BLACK_WHITE' });
    const c = (await admin.get(compareUrl(id))).json().payload;
    expect(c.mayConvert).toBe(false);
    expect(c.reasons.map((r: { code: string }) => r.code)).toEqual([
      'ULTRA_PREMIUM_TRIM_SIZE',
      'ULTRA_PREMIUM_PAGE_COUNT',
    ]);
    expect(c.ultraPremium.quote).toBeNull();
  });

  it('refuses a caller who is not signed in (401) or not an administrator (403), and an unknown or malformed id (404)', async () => {
    const id = await book();
    const anonymous = t.client();
    expect((await anonymous.get(compareUrl(id))).statusCode).toBe(401);
    const refused = await author.get(compareUrl(id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('FORBIDDEN');
    for (const bad of [NO_PROJECT, 'not-a-project']) {
      const res = await admin.get(compareUrl(bad));
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().errors[0].code).toBe('NOT_FOUND');
    }
  });
});

describe('POST ultraPremiumConvert/{id}', () => {
  it('converts: tier and spec, the quote, the history, the audit log and the e-mail in one go', async () => {
    const id = await book();
    const mailsBefore = (await outboxKinds()).length;
    const res = await admin.post(convertUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({
      projectId: id,
      printTier: 'ULTRA_PREMIUM',
      before: { printTier: 'STANDARD', quote: { printing_cost: '3.45' } },
      after: { printTier: 'ULTRA_PREMIUM', quote: { printing_cost: '20.50', net_royalty: '1.49' } },
      listPrice: '39.99',
      emailed: true,
    });

    // The author's project shows the tier; the print quote and the save use the Ultra Premium table.
    const project = (await author.get(`/api/project/${id}`)).json().payload;
    expect(project).toMatchObject({
      printTier: 'ULTRA_PREMIUM',
      printColor: 'FULL_COLOR',
      paperColor: 'WHITE',
      coverFinish: 'MATTE',
      bookSizeType: '6x9-SOFTCOVER-FULL_COLOR',
      quotedPrice: '20.50',
      listPrice: '39.99',
    });
    const quote = await author.get(`/api/project/print/quote?projectId=${id}`);
    expect(quote.json().payload).toMatchObject({ printing_cost: '20.50', floor_price: '37.28' });
    expect(quote.json().payload.pricing_description).toContain('Ultra Premium');
    const saved = await author.post('/api/project', { id, listPrice: '45.00' });
    expect(saved.json().payload.printQuote).toMatchObject({ printing_cost: '20.50', net_royalty: '4.25' });

    // The history, the audit log and the outbox, each once.
    const history = (await author.get(`/api/project/${id}/history`)).json().payload;
    expect(history).toEqual([
      expect.objectContaining({
        event: 'print.ultra-premium',
        actorKind: 'admin',
        detail: expect.objectContaining({
          before: expect.objectContaining({ printTier: 'STANDARD', printingCost: '3.45' }),
          after: expect.objectContaining({ printTier: 'ULTRA_PREMIUM', printingCost: '20.50' }),
        }),
      }),
    ]);
    const [entry] = await auditOf(admin, id);
    expect(entry).toMatchObject({
      action: 'project.ultra-premium-convert',
      actorEmail: 'admin@example.com',
      before: { printTier: 'STANDARD', printColor: 'BLACK_WHITE', listPrice: '39.99' },
      after: { printTier: 'ULTRA_PREMIUM', printColor: 'FULL_COLOR', printingCost: '20.50' },
    });
    const mails = await outboxKinds();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Tides is now printed as Ultra Premium');
    expect(mail.text_body).toContain('Printing one copy now costs $20.50');
    expect(mail.text_body).toContain('At your list price of $39.99 you earn $1.49 per copy.');
    expect(mail.text_body).toContain(`/${id}/book-details/pricing`);
  });

  it('resets a list price the Ultra Premium floor leaves without a royalty, and says so', async () => {
    const id = await book({ listPrice: '14.99' });
    const res = await admin.post(convertUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.listPrice).toBeNull();
    const project = (await author.get(`/api/project/${id}`)).json().payload;
    expect(project.listPrice).toBeNull();
    expect(project.warningMessage).toContain('$37.28');
    expect((await outboxKinds()).at(-1)?.text_body).toContain(
      'Your list price was below $37.28, so it was reset.',
    );
  });

  it('refuses to convert an Ultra Premium book again', async () => {
    const id = await book();
    expect((await admin.post(convertUrl(id))).statusCode).toBe(200);
    const again = await admin.post(convertUrl(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { code: 'ULTRA_PREMIUM_ALREADY', description: ERROR_CATALOGUE.ULTRA_PREMIUM_ALREADY!.message },
    ]);
    expect(await count('audit_log', 'target_id', id)).toBe(1);
    const c = (await admin.get(compareUrl(id))).json().payload;
    expect(c).toMatchObject({ mayConvert: false, current: { printTier: 'ULTRA_PREMIUM' } });
  });

  it.each([
    ['an eBook', { type: 'EBOOK' }, null, 'ULTRA_PREMIUM_NOT_PRINT'],
    ['a book on sale', {}, 'ONSALE', 'ULTRA_PREMIUM_ON_SALE'],
    ['a book on sale through the distributor', {}, 'LSI_ONSALE', 'ULTRA_PREMIUM_ON_SALE'],
    ["a book in the retailer's intake", {}, 'PROCESSING_ONSALE', 'ULTRA_PREMIUM_IN_PROCESS'],
    ['a trim Ultra Premium is not printed in', { pageSize: '5x8' }, null, 'ULTRA_PREMIUM_TRIM_SIZE'],
    ['too many pages', { pageCount: 600 }, null, 'ULTRA_PREMIUM_PAGE_COUNT'],
    ['too few pages', { pageCount: 20 }, null, 'ULTRA_PREMIUM_PAGE_COUNT'],
  ] as const)('refuses %s (409 with the reason) and writes nothing', async (_what, fields, status, code) => {
    const id =
      'type' in fields
        ? (await author.post('/api/project', { type: 'EBOOK', title: 'Tides' })).json().payload.id
        : await book(fields);
    if (status) await t.database.db.execute(sql`update projects set status = ${status} where id = ${id}`);
    const mailsBefore = (await outboxKinds()).length;
    const res = await admin.post(convertUrl(id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ code, description: ERROR_CATALOGUE[code]!.message }),
    ]);
    const row = rowsOf<{ print_tier: string }>(
      await t.database.db.execute(sql`select print_tier from projects where id = ${id}`),
    )[0];
    expect(row?.print_tier).toBe('STANDARD');
    expect(await count('audit_log', 'target_id', id)).toBe(0);
    expect(await count('project_history', 'project_id', id)).toBe(0);
    expect((await outboxKinds()).length).toBe(mailsBefore);
  });

  it('refuses a caller who is not signed in (401) or not an administrator (403), and an unknown or malformed id (404)', async () => {
    const id = await book();
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(convertUrl(id))).statusCode).toBe(401);
    expect((await author.post(convertUrl(id))).statusCode).toBe(403);
    for (const bad of [NO_PROJECT, 'not-a-project']) {
      const res = await admin.post(convertUrl(bad));
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().errors[0].code).toBe('NOT_FOUND');
    }
    expect(await count('audit_log', 'target_id', id)).toBe(0);
  });

  it("keeps an Ultra Premium book's colour, paper and finish, and its size in range, when the author saves", async () => {
    const id = await book();
    await admin.post(convertUrl(id));
    const res = await author.post('/api/project', { id, printColor: 'BLACK_WHITE', pageSize: '5x8' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['printColor', 'pageSize']);
    const ok = await author.post('/api/project', { id, pageCount: 240 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payload.printQuote.printing_cost).toBe('24.10'); // 2.50 + 240 × 0.09
  });
});

describe('the OpenAPI reference', () => {
  it('documents both calls: what they answer, the refusals and who may call them', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const compare = doc.paths['/api/admin/users/getUltraPremiumCompareable/{id}'].get;
    const convert = doc.paths['/api/admin/users/ultraPremiumConvert/{id}'].post;
    expect(compare.summary.length).toBeLessThanOrEqual(200);
    expect(convert.summary.length).toBeLessThanOrEqual(200);
    expect(compare.description).toContain('80# premium white paper');
    expect(compare.description).toContain('ULTRA_PREMIUM_TRIM_SIZE');
    expect(convert.description).toContain('project.ultra-premium-convert');
    expect(Object.keys(convert.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409']),
    );
  });
});
