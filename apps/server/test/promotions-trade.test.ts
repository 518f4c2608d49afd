import { PROMO_MESSAGES as M } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import {
  NOT_TRADE_PUBLISHER,
  PUBLISHER_EXISTS,
  PUBLISHER_IN_USE,
  PUBLISHER_VENDOR_FIXED,
} from '../src/modules/promotions/promotions.trade';
import { auditOf } from './admin-helpers';
import type { TestApp, TestClient } from './helpers';
import {
  definition,
  limitedTime,
  nominate,
  onSaleEbook,
  promoApp,
  promoErrors,
  requestRow,
  sentDay,
  undo,
} from './promotions-helpers';
import { drain } from './scheduled-prices-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let standard: string;

/** A vendor number of its own for each publisher of this file (the PostgreSQL run may share a database). */
const run = String(Date.now() % 1_000_000);
const vn = (n: string) => `TP${run}-${n}`;

let eanSeq = 0;
/** A retail-catalogue title of `vendorNumber` (a trade publisher's), with an EAN of its own. */
async function retailTitle(vendorNumber: string | null, title = 'Trade Title'): Promise<string> {
  eanSeq += 1;
  const ean = `978${run.padStart(6, '0')}${String(eanSeq).padStart(4, '0')}`;
  await t.database.db.execute(
    sql`insert into retail_catalogue (isbn, title, publisher_name, vendor_number)
        values (${ean}, ${title}, 'Trade House', ${vendorNumber})`,
  );
  return ean;
}

const publisherUpdate = (c: TestClient, publisher: Record<string, unknown>) =>
  c.put('/api/admin/publisher-update', { publisher });

async function publisher(vendorNumber: string, extra: Record<string, unknown> = {}) {
  const res = await publisherUpdate(admin, {
    vendorNumber,
    name: `Trade House ${vendorNumber}`,
    dcVendorId: null,
    companyIds: [],
    role: 'TRADE',
    email: 'promos@tradehouse.example',
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`publisher-update answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.publisher as { id: string; vendorNumber: string; name: string };
}

const row = (ean: string, extra: Record<string, unknown> = {}) => ({
  ean,
  regularPrice: '12.99',
  promoPrice: '1.99',
  startDate: sentDay(t, 2),
  endDate: sentDay(t, 9),
  flexDate: false,
  additionalComments: 'Front table in stores this month.',
  ...extra,
});

const addTrade = (vendorNumber: string, payload: unknown[], definitionId = standard) =>
  admin.post(`/api/admin/add-march-promos?vendorNumber=${vendorNumber}&definitionId=${definitionId}`, {
    payload,
  });

const tradeList = async (query: string) => {
  const res = await admin.get(`/api/admin/trade-march-promos?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().payload as {
    promos: { id: string; ean: string; status: string }[];
    numberOfRecords: number;
  };
};

async function tradeRowsOf(vendorNumber: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from promo_requests where publisher_vendor_number = ${vendorNumber}`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  // Jobs run only when a test drains them: with the app's own poller running too, it could hold
  // the decision mail's job (claimed, not yet done) when the test's drain found nothing to take.
  ({ t, author, admin } = await promoApp({ jobs: { ...loadConfig({}).jobs, mode: 'off' } }));
  standard = await definition(admin);
});
afterAll(() => t.close());

describe('publishers', () => {
  it('adds, changes, lists and deletes publishers, each write audited', async () => {
    const made = await publisher(vn('crud'), { dcVendorId: 'DC-77', companyIds: ['C1', 'C2', 'C1'] });
    expect(made).toMatchObject({ vendorNumber: vn('crud'), dcVendorId: 'DC-77', companyIds: ['C1', 'C2'] });
    let entries = await auditOf(admin, vn('crud'));
    expect(entries.map((e) => e.action)).toEqual(['promotion.publisher-update']);
    expect(entries[0]?.after).toMatchObject({ name: `Trade House ${vn('crud')}` });

    const twice = await publisherUpdate(admin, { vendorNumber: vn('crud'), name: 'Again', role: 'TRADE' });
    expect(twice.statusCode).toBe(409);
    expect(promoErrors(twice)).toEqual({ 'publisher.vendorNumber': PUBLISHER_EXISTS });

    const changed = await publisherUpdate(admin, {
      id: made.id,
      vendorNumber: vn('crud'),
      name: 'Harbour Lights Books',
      role: 'TRADE',
      companyIds: ['C3'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload.publisher).toMatchObject({
      name: 'Harbour Lights Books',
      companyIds: ['C3'],
      dcVendorId: null,
      email: null,
    });
    entries = await auditOf(admin, vn('crud'));
    expect(entries[0]).toMatchObject({
      action: 'promotion.publisher-update',
      before: { name: `Trade House ${vn('crud')}` },
      after: { name: 'Harbour Lights Books' },
    });

    const renumbered = await publisherUpdate(admin, {
      id: made.id,
      vendorNumber: vn('other'),
      name: 'Harbour Lights Books',
      role: 'TRADE',
    });
    expect(renumbered.statusCode).toBe(409);
    expect(promoErrors(renumbered)).toEqual({ 'publisher.vendorNumber': PUBLISHER_VENDOR_FIXED });

    const invalid = await publisherUpdate(admin, { vendorNumber: ' ', name: '', role: 'TRADE', email: 'x' });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['publisher.vendorNumber', 'publisher.name', 'publisher.email']),
    );

    for (const search of ['harbour lights', vn('crud').toLowerCase()]) {
      const found = await admin.get(`/api/admin/get-publishers?searchText=${encodeURIComponent(search)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json().payload).toMatchObject({
        numberOfRecords: 1,
        publishers: [{ vendorNumber: vn('crud'), name: 'Harbour Lights Books' }],
      });
    }
    const page = (await admin.get('/api/admin/get-publishers?recordsPerPage=1&pageNum=1')).json().payload;
    expect(page.publishers).toHaveLength(1);
    expect(page.numberOfRecords).toBeGreaterThanOrEqual(1);

    const deleted = await admin.request('DELETE', `/api/admin/publishers-delete?vendorNumber=${vn('crud')}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().payload).toEqual({ deleted: true, vendorNumber: vn('crud') });
    entries = await auditOf(admin, vn('crud'));
    expect(entries[0]).toMatchObject({
      action: 'promotion.publisher-delete',
      before: { name: 'Harbour Lights Books' },
    });
    const gone = await admin.request('DELETE', `/api/admin/publishers-delete?vendorNumber=${vn('crud')}`);
    expect(gone.statusCode).toBe(404);
  });

  it('answers the dropdown options of a role (every publisher without one)', async () => {
    await publisher(vn('optT'), { name: `AAA Trade ${run}`, dcVendorId: 'DC-1', companyIds: ['K1'] });
    await publisher(vn('optS'), { name: `AAA Indie ${run}`, role: 'SELF_PUBLISHED' });
    const of = async (query: string) =>
      (
        (await admin.get(`/api/admin/get-publisher-options-details${query}`)).json().payload.options as {
          value: string;
        }[]
      ).map((o) => o.value);
    const trade = await of('?userRole=TRADE');
    expect(trade).toContain(vn('optT'));
    expect(trade).not.toContain(vn('optS'));
    const self = await of('?userRole=SELF_PUBLISHED');
    expect(self).toContain(vn('optS'));
    expect(self).not.toContain(vn('optT'));
    expect(await of('')).toEqual(expect.arrayContaining([vn('optT'), vn('optS')]));
    const res = await admin.get('/api/admin/get-publisher-options-details?userRole=TRADE');
    expect(res.json().payload.options).toContainEqual({
      value: vn('optT'),
      label: `AAA Trade ${run}`,
      dcVendorId: 'DC-1',
      companyIds: ['K1'],
    });
    expect((await admin.get('/api/admin/get-publisher-options-details?userRole=OTHER')).statusCode).toBe(400);
  });
});

describe('add-march-promos', () => {
  it("enters every row of a trade publisher's retail titles, pending, with its name as the author", async () => {
    const p = await publisher(vn('add'));
    const a = await retailTitle(p.vendorNumber, 'Harvest Moon');
    const b = await retailTitle(p.vendorNumber, 'Tin Roof Rain');
    const res = await addTrade(p.vendorNumber, [row(a), row(b, { regularPrice: 9.5, promoPrice: '2.49' })]);
    expect(res.statusCode).toBe(200);
    const promos = res.json().payload.promos;
    expect(promos).toHaveLength(2);
    expect(promos[0]).toMatchObject({
      ean: a,
      title: 'Harvest Moon',
      author: p.name,
      vendorNumber: p.vendorNumber,
      source: 'TRADE',
      projectId: null,
      status: 'PENDING',
      regularPrice: '12.99',
      promoPrice: '1.99',
      startDate: sentDay(t, 2),
      endDate: sentDay(t, 9),
    });
    expect(promos[1]).toMatchObject({ ean: b, regularPrice: '9.50', promoPrice: '2.49' });
    expect(promos[0].reviewBy).not.toBeNull();
    const stored = await requestRow(t, promos[0].id);
    expect(stored).toMatchObject({
      source: 'TRADE',
      project_id: null,
      owner_customer_id: null,
      publisher_vendor_number: p.vendorNumber,
    });
    expect((await auditOf(admin, p.vendorNumber))[0]).toMatchObject({ action: 'promotion.trade-add' });
  });

  it('saves nothing when one row is wrong, each problem on payload.N.field in the spec words', async () => {
    const p = await publisher(vn('bad'));
    const good = await retailTitle(p.vendorNumber);
    const pricy = await retailTitle(p.vendorNumber);
    const res = await addTrade(p.vendorNumber, [
      row(good),
      row(pricy, { promoPrice: '13.00' }),
      row('9780000000002'),
      row(await retailTitle(p.vendorNumber), { regularPrice: '' }),
      row(await retailTitle(p.vendorNumber), { regularPrice: '12.9x' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(promoErrors(res)).toEqual({
      'payload.1.promoPrice': M.notBelowRegular,
      'payload.2.ean': M.eanInvalid,
      'payload.3.regularPrice': M.required('Regular Price'),
      'payload.4.regularPrice': M.pattern,
    });
    expect(res.json().errors[1].description).toBe(`payload.2.ean|${M.eanInvalid}`);
    expect(await tradeRowsOf(p.vendorNumber)).toBe(0);
  });

  it("refuses another publisher's retail EAN, a title already nominated, and one named twice", async () => {
    const p = await publisher(vn('mine'));
    const other = await publisher(vn('theirs'));
    const theirs = await retailTitle(other.vendorNumber);
    const nobody = await retailTitle(null);
    const refused = await addTrade(p.vendorNumber, [row(theirs), row(nobody)]);
    expect(refused.statusCode).toBe(400);
    expect(promoErrors(refused)).toEqual({ 'payload.0.ean': M.eanInvalid, 'payload.1.ean': M.eanInvalid });

    const mine = await retailTitle(p.vendorNumber);
    expect((await addTrade(p.vendorNumber, [row(mine)])).statusCode).toBe(200);
    const again = await addTrade(p.vendorNumber, [row(mine)]);
    expect(promoErrors(again)).toEqual({ 'payload.0.ean': M.notAllowed });
    const fresh = await retailTitle(p.vendorNumber);
    const twice = await addTrade(p.vendorNumber, [row(fresh), row(fresh)]);
    expect(promoErrors(twice)).toEqual({ 'payload.1.ean': M.notAllowed });
    expect(await tradeRowsOf(p.vendorNumber)).toBe(1);
  });

  it('answers 404 for an unknown publisher or definition, 409 for a publisher that is not TRADE', async () => {
    const ean = await retailTitle(vn('none'));
    expect((await addTrade(vn('none'), [row(ean)])).statusCode).toBe(404);
    const p = await publisher(vn('nodef'));
    expect(
      (await addTrade(p.vendorNumber, [row(ean)], '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const indie = await publisher(vn('indie'), { role: 'SELF_PUBLISHED' });
    const res = await addTrade(indie.vendorNumber, [row(await retailTitle(indie.vendorNumber))]);
    expect(res.statusCode).toBe(409);
    expect(promoErrors(res)).toEqual({ vendorNumber: NOT_TRADE_PUBLISHER });
  });
});

describe('trade-march-promos, update-trade-promo-status and the publishers list', () => {
  let quireId: string;
  let p1: { vendorNumber: string; name: string };
  let ids1: string[];
  let id2: string;

  beforeAll(async () => {
    p1 = await publisher(vn('list1'), { dcVendorId: `DC${run}`, companyIds: ['CA', 'CB'] });
    const p2 = await publisher(vn('list2'), { companyIds: ['CC'] });
    const r1 = await addTrade(p1.vendorNumber, [
      row(await retailTitle(p1.vendorNumber)),
      row(await retailTitle(p1.vendorNumber)),
    ]);
    ids1 = r1.json().payload.promos.map((x: { id: string }) => x.id);
    const r2 = await addTrade(p2.vendorNumber, [row(await retailTitle(p2.vendorNumber))]);
    id2 = r2.json().payload.promos[0].id;
    const book = await onSaleEbook(t, author);
    quireId = (await nominate(author, limitedTime(t, standard, book.ean))).json().payload.promo.id;
  });

  it('filters by vendor number, DC vendor id and company ids, a tab at a time, paged', async () => {
    const byVendor = await tradeList(`vendorNumber=${p1.vendorNumber}`);
    expect(byVendor.numberOfRecords).toBe(2);
    expect(byVendor.promos.map((x) => x.id).sort()).toEqual([...ids1].sort());
    expect((await tradeList(`dcVendorId=DC${run}`)).promos.map((x) => x.id).sort()).toEqual([...ids1].sort());
    const byCompany = (await tradeList('companyIds=CB,CC&recordsPerPage=100')).promos.map((x) => x.id);
    expect(byCompany).toEqual(expect.arrayContaining([...ids1, id2]));
    expect(byCompany).not.toContain(quireId);
    expect((await tradeList('companyIds=CC')).promos.map((x) => x.id)).toContain(id2);
    expect((await tradeList('companyIds=CC')).promos.map((x) => x.id)).not.toContain(ids1[0]);
    const paged = await tradeList(`vendorNumber=${p1.vendorNumber}&recordsPerPage=1&pageNum=2`);
    expect(paged).toMatchObject({ numberOfRecords: 2 });
    expect(paged.promos).toHaveLength(1);
    expect((await tradeList(`vendorNumber=${p1.vendorNumber}&status=APPROVED`)).numberOfRecords).toBe(0);
  });

  it('publishers never see trade requests; the administrators’ list shows them with the publisher as author', async () => {
    for (const c of [author, admin]) {
      const mine = await c.get('/api/project/promos?status=PENDING&recordsPerPage=100');
      expect(mine.statusCode).toBe(200);
      const sources = mine.json().payload.promos.map((x: { source: string }) => x.source);
      expect(sources).not.toContain('TRADE');
    }
    const all = await admin.get('/api/project/promos?isAdmin=true&status=PENDING&recordsPerPage=100');
    const promos = all.json().payload.promos as { id: string; author: string; source: string }[];
    expect(promos.find((x) => x.id === ids1[0])).toMatchObject({ source: 'TRADE', author: p1.name });
    expect(promos.find((x) => x.id === quireId)).toMatchObject({ source: 'QUIRE' });
    expect((await author.get(`/api/project/promos/${ids1[0]}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/project/promos/${ids1[0]}`)).statusCode).toBe(200);
  });

  it('accepts trade requests without a scheduled price, and undo-promo-status takes it back', async () => {
    const res = await admin.put('/api/admin/update-trade-promo-status', {
      ids: ids1,
      status: 'APPROVED',
      startDate: sentDay(t, 3),
      endDate: sentDay(t, 10),
    });
    expect(res.statusCode).toBe(200);
    const change = res.json().payload;
    expect(change).toMatchObject({ status: 'APPROVED', label: 'Accepted', updated: 2 });
    for (const id of ids1)
      expect(await requestRow(t, id)).toMatchObject({ status: 'APPROVED', scheduled_price_id: null });
    expect((await tradeList(`vendorNumber=${p1.vendorNumber}&status=APPROVED`)).numberOfRecords).toBe(2);

    const undone = await undo(admin, change.changeId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().payload).toEqual({ restored: 2 });
    for (const id of ids1)
      expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING', decided_at: null });
  });

  it('e-mails nobody for a trade decision once the undo window passes', async () => {
    const res = await admin.put('/api/admin/update-trade-promo-status', {
      ids: [id2],
      status: 'DECLINED',
      declineReason: 'OTHER',
      declineNote: 'Not this month.',
    });
    expect(res.statusCode).toBe(200);
    t.clock.advance(16_000);
    await drain(t);
    const failed = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from jobs where kind = 'promotions.decision-mail' and status <> 'done'`,
      ),
    );
    expect(Number(failed[0]?.n)).toBe(0);
    expect(await requestRow(t, id2)).toMatchObject({ status: 'DECLINED' });
  });

  it('refuses a Quire request id (404) and changes nothing', async () => {
    const res = await admin.put('/api/admin/update-trade-promo-status', {
      ids: [ids1[0], quireId],
      status: 'DECLINED',
      declineReason: 'OTHER',
      declineNote: 'No.',
    });
    expect(res.statusCode).toBe(404);
    expect(await requestRow(t, quireId)).toMatchObject({ status: 'PENDING' });
    expect(await requestRow(t, ids1[0] as string)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses to delete a publisher with pending trade requests; once declined it goes, its requests stay', async () => {
    const refused = await admin.request(
      'DELETE',
      `/api/admin/publishers-delete?vendorNumber=${p1.vendorNumber}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(promoErrors(refused)).toEqual({ vendorNumber: PUBLISHER_IN_USE });
    const declined = await admin.put('/api/admin/update-trade-promo-status', {
      ids: ids1,
      status: 'DECLINED',
      declineReason: 'OTHER',
      declineNote: 'Not this season.',
    });
    expect(declined.statusCode).toBe(200);
    const deleted = await admin.request(
      'DELETE',
      `/api/admin/publishers-delete?vendorNumber=${p1.vendorNumber}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await tradeRowsOf(p1.vendorNumber)).toBe(2);
    const listed = await tradeList(`vendorNumber=${p1.vendorNumber}&status=DECLINED`);
    expect(listed.numberOfRecords).toBe(2);
  });
});

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/get-publishers'],
    ['GET', '/api/admin/get-publisher-options-details?userRole=TRADE'],
    ['PUT', '/api/admin/publisher-update', { publisher: { vendorNumber: 'X1', name: 'X', role: 'TRADE' } }],
    ['DELETE', '/api/admin/publishers-delete?vendorNumber=X1'],
    ['GET', '/api/admin/trade-march-promos'],
    [
      'POST',
      '/api/admin/add-march-promos?vendorNumber=X1&definitionId=00000000-0000-4000-8000-000000000000',
      { payload: [{ ean: '9780000000002' }] },
    ],
    [
      'PUT',
      '/api/admin/update-trade-promo-status',
      { ids: ['00000000-0000-4000-8000-000000000000'], status: 'PENDING' },
    ],
  ];

  it.each(calls)('%s %s: 401 signed out, 403 for an author', async (method, url, body) => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    const out = await anonymous.request(method as 'GET', url, body === undefined ? {} : { body });
    expect(out.statusCode).toBe(401);
    const res = await author.request(method as 'GET', url, body === undefined ? {} : { body });
    expect(res.statusCode).toBe(403);
    expect(await tradeRowsOf('X1')).toBe(0);
  });
});
