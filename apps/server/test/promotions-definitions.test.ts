import { addDays, PROMO_MESSAGES as M, MERC_PROMO_TYPES, newYorkDay, sendDayOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed';
import { createServices } from '../src/services';
import { actingContributor } from './contributor-helpers';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

/**
 * Promotion definitions (spec 2 §3, §7; spec 3 §7): what the nomination form reads (promo-filters,
 * promo-rules, promotion) and the administrators' calls, with the demo seed that dates its monthly
 * promotions from today.
 */
let t: TestApp;
let author: TestClient;
let admin: TestClient;
let stranger: TestClient;
let anonymous: TestClient;

const NO_ID = '00000000-0000-4000-8000-000000000000';
type Def = Record<string, unknown> & { id: string; mercPromoType: string; kind: string };

beforeAll(async () => {
  t = await buildTestApp();
  author = t.client();
  await author.signIn(AUTHOR);
  admin = t.client();
  await admin.signIn(ADMIN);
  stranger = await otherAuthor(t);
  anonymous = t.client();
  await anonymous.fetchCsrf();
});
afterAll(() => t.close());

const today = () => newYorkDay(t.clock.now());
/** 'MM/DD/YYYY' → 'YYYY-MM-DD' (comparable). */
const iso = (sent: string) => `${sent.slice(6)}-${sent.slice(0, 2)}-${sent.slice(3, 5)}`;
const fieldErrors = (res: { json(): { errors: { field?: string; description: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field ?? '', e.description]));
const codeOf = (res: { json(): { code: string } }) => res.json().code;

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
}

const current = async (c: TestClient) =>
  (await c.get('/api/project/promotion')).json().payload.promotions as Def[];

/** A monthly definition body, its days from today. */
function monthly(over: Record<string, unknown> = {}) {
  const d = today();
  return {
    mercPromoType: 'LIMITED_TIME_EBOOK',
    merchPromoName: '  Spring Reads  ',
    copy: '<p>Big <strong>savings</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
    submitBy: sendDayOf(addDays(d, 10)),
    start: sendDayOf(addDays(d, 20)),
    end: sendDayOf(addDays(d, 40)),
    promoStartDisplayDate: sendDayOf(addDays(d, -1)),
    promoEndDisplayDate: sendDayOf(addDays(d, 10)),
    position: null,
    rules:
      'Titles must be on sale for at least 30 days| |Promo price must be at least 50% off the list price ',
    links: 'HTML guide^/html-guide',
    fields: [
      { name: 'ean', type: 'TEXT', min: null, max: '13' },
      { name: 'promoPrice', type: 'MONEY', min: '0.99', max: '4.99' },
    ],
    adminOnly: false,
    ...over,
  };
}
const standardBody = (over: Record<string, unknown> = {}) =>
  monthly({
    mercPromoType: 'NOOK_DAILY_FIND',
    merchPromoName: 'Daily Find any time',
    submitBy: null,
    start: null,
    end: null,
    promoStartDisplayDate: null,
    promoEndDisplayDate: null,
    ...over,
  });

const save = (c: TestClient, promotion: unknown) => c.put('/api/admin/promotion-update', { promotion });
const auditOf = async (targetId: string) =>
  (await admin.get(`/api/admin/audit-log?targetId=${targetId}`)).json().payload.entries as {
    action: string;
    actorEmail: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe('the demo seed', () => {
  it('has a current monthly definition of every type, open for nominations, and a few standard ones', async () => {
    const defs = await current(author);
    const d = today();
    for (const type of MERC_PROMO_TYPES) {
      const m = defs.find((x) => x.mercPromoType === type && x.kind === 'MONTHLY');
      expect(m, type).toBeDefined();
      const def = m as Record<string, string>;
      expect(iso(def.promoStartDisplayDate as string) <= d, type).toBe(true);
      expect(iso(def.promoEndDisplayDate as string) >= d, type).toBe(true);
      expect(iso(def.submitBy as string) > d, type).toBe(true);
      expect(iso(def.submitBy as string) <= iso(def.start as string)).toBe(true);
      expect(def.rules).toContain('|');
    }
    expect(defs.filter((x) => x.kind === 'STANDARD').length).toBeGreaterThanOrEqual(2);
    expect(defs.some((x) => x.adminOnly)).toBe(false);
    expect((await current(admin)).some((x) => x.adminOnly)).toBe(true);
  });

  it('is idempotent: seeding again updates the definitions and adds none', async () => {
    const count = async () =>
      Number(
        (await rows(sql`select count(*)::int as n from promo_definitions where seed_key is not null`))[0]?.n,
      );
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(14);
    await seed(createServices(t.database.db, t.config, t.database.kind), { demo: true });
    await seed(createServices(t.database.db, t.config, t.database.kind), { demo: true });
    expect(await count()).toBe(before);
  });

  it('gives the demo author the merchandising feature', async () => {
    const res = await t.client().signIn(AUTHOR);
    expect(res.json().payload.user.permissions).toEqual(
      expect.arrayContaining(['SHARED_ACCESS', 'MERCHANDISING']),
    );
  });
});

describe('GET promo-filters', () => {
  it('lists one entry per promo type, value the type and label its description', async () => {
    const res = await author.get('/api/project/promo-filters');
    expect(res.statusCode).toBe(200);
    const filters = res.json().payload.filters as { value: string; label: string }[];
    expect(filters.map((f) => f.value)).toEqual([...MERC_PROMO_TYPES]);
    expect(filters.find((f) => f.value === 'UNDER_2_99')?.label).toBe('eBooks Under $2.99');
    expect((await admin.get('/api/project/promo-filters')).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 without the merchandising feature', async () => {
    const out = await anonymous.get('/api/project/promo-filters');
    expect([out.statusCode, codeOf(out)]).toEqual([401, 'UNAUTHORIZED']);
    const res = await stranger.get('/api/project/promo-filters');
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'FORBIDDEN']);
  });

  it('lets a contributor with Manage promotion in, not one with only Order copy', async () => {
    const manager = await actingContributor(t, author, ['MANAGE_PROMOTION']);
    expect((await manager.client.get('/api/project/promo-filters')).statusCode).toBe(200);
    expect((await manager.client.get('/api/project/promotion')).statusCode).toBe(200);
    const orderer = await actingContributor(t, author, ['ORDER_COPY']);
    const res = await orderer.client.get('/api/project/promo-filters');
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('GET promotion', () => {
  it('lists what a publisher can choose today, monthly first by start then position, days as MM/DD/YYYY', async () => {
    const defs = await current(author);
    const kinds = defs.map((x) => x.kind);
    expect(kinds.indexOf('STANDARD')).toBeGreaterThan(kinds.lastIndexOf('MONTHLY'));
    const templates = defs.filter((x) => String(x.mercPromoType).startsWith('TEMPLATE_'));
    expect(templates.map((x) => x.position)).toEqual([1, 2, 3]);
    for (const x of defs.filter((y) => y.kind === 'MONTHLY'))
      expect(x.start).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(defs.every((x) => x.nominations === 0)).toBe(true);
  });

  it('leaves out monthly ones whose display window does not hold today', async () => {
    const d = today();
    const ended = await save(
      admin,
      monthly({
        merchPromoName: 'Ended listing',
        submitBy: sendDayOf(addDays(d, -20)),
        start: sendDayOf(addDays(d, -10)),
        end: sendDayOf(addDays(d, -2)),
        promoStartDisplayDate: sendDayOf(addDays(d, -30)),
        promoEndDisplayDate: sendDayOf(addDays(d, -1)),
      }),
    );
    const later = await save(
      admin,
      monthly({
        merchPromoName: 'Not yet listed',
        promoStartDisplayDate: sendDayOf(addDays(d, 1)),
      }),
    );
    const ids = (await current(author)).map((x) => x.id);
    expect(ids).not.toContain(ended.json().payload.promotion.id);
    expect(ids).not.toContain(later.json().payload.promotion.id);
    const one = await author.get(`/api/project/promotion?id=${ended.json().payload.promotion.id}`);
    expect([one.statusCode, codeOf(one)]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers one definition by id; 404 for none or one kept for administrators', async () => {
    const first = (await current(author))[0] as Def;
    const res = await author.get(`/api/project/promotion?id=${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.promotions).toEqual([first]);
    for (const id of [NO_ID, 'not-an-id']) {
      const none = await author.get(`/api/project/promotion?id=${id}`);
      expect([none.statusCode, codeOf(none)]).toEqual([404, 'NOT_FOUND']);
    }
    const adminOnly = (await current(admin)).find((x) => x.adminOnly) as Def;
    expect((await author.get(`/api/project/promotion?id=${adminOnly.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/project/promotion?id=${adminOnly.id}`)).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 without the feature', async () => {
    expect((await anonymous.get('/api/project/promotion')).statusCode).toBe(401);
    expect((await stranger.get('/api/project/promotion')).statusCode).toBe(403);
  });
});

describe('GET promo-rules', () => {
  it('answers the current definition of the type, or the given one of that type', async () => {
    const res = await author.get('/api/project/promo-rules?mercPromoType=UNDER_2_99');
    expect(res.statusCode).toBe(200);
    const def = res.json().payload.promotion as Def & { fields: { name: string; max: string }[] };
    expect(def).toMatchObject({ mercPromoType: 'UNDER_2_99', kind: 'MONTHLY' });
    expect(def.fields.find((f) => f.name === 'promoPrice')?.max).toBe('2.99');
    const byId = await author.get(`/api/project/promo-rules?mercPromoType=UNDER_2_99&definitionId=${def.id}`);
    expect(byId.json().payload.promotion).toEqual(def);
  });

  it('refuses a definition of another type with 409, an unknown type with 400', async () => {
    const def = (await author.get('/api/project/promo-rules?mercPromoType=UNDER_2_99')).json().payload
      .promotion;
    const res = await author.get(`/api/project/promo-rules?mercPromoType=NOOK_HAUL&definitionId=${def.id}`);
    expect(res.statusCode).toBe(409);
    expect(fieldErrors(res)).toEqual({ definitionId: M.definitionTypeMismatch });
    const bad = await author.get('/api/project/promo-rules?mercPromoType=HALF_PRICE');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(bad))).toEqual(['mercPromoType']);
  });

  it('answers 404 for an unknown definition, 401 signed out and 403 without the feature', async () => {
    const none = await author.get(`/api/project/promo-rules?mercPromoType=NOOK_HAUL&definitionId=${NO_ID}`);
    expect([none.statusCode, codeOf(none)]).toEqual([404, 'NOT_FOUND']);
    expect((await anonymous.get('/api/project/promo-rules?mercPromoType=NOOK_HAUL')).statusCode).toBe(401);
    expect((await stranger.get('/api/project/promo-rules?mercPromoType=NOOK_HAUL')).statusCode).toBe(403);
  });
});

describe('promotion-update', () => {
  it('creates a monthly definition: name trimmed, copy sanitised, rules tidied, audited', async () => {
    const res = await save(admin, monthly());
    expect(res.statusCode).toBe(200);
    const def = res.json().payload.promotion;
    expect(def).toMatchObject({
      kind: 'MONTHLY',
      merchPromoName: 'Spring Reads',
      rules:
        'Titles must be on sale for at least 30 days|Promo price must be at least 50% off the list price',
      nominations: 0,
      start: monthly().start,
    });
    expect(def.copy).toContain('<strong>savings</strong>');
    expect(def.copy).not.toMatch(/script|onerror|<img/);
    const entries = await auditOf(def.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([['promotion.create', ADMIN.email]]);
    expect(entries[0]?.after).toMatchObject({ merchPromoName: 'Spring Reads' });
    expect((await current(author)).map((x) => x.id)).toContain(def.id);
  });

  it('changes a definition by id, audited with before and after; a standard one has no dates', async () => {
    const created = (await save(admin, monthly({ merchPromoName: 'To change' }))).json().payload.promotion;
    const res = await save(admin, standardBody({ id: created.id, merchPromoName: 'Changed' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.promotion).toMatchObject({
      id: created.id,
      kind: 'STANDARD',
      merchPromoName: 'Changed',
      start: null,
      submitBy: null,
      promoEndDisplayDate: null,
    });
    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['promotion.create', 'promotion.update']);
    const update = entries.find((e) => e.action === 'promotion.update');
    expect(update?.before).toMatchObject({ merchPromoName: 'To change' });
    expect(update?.after).toMatchObject({ merchPromoName: 'Changed' });
  });

  it('refuses each bad input on its field and saves nothing', async () => {
    const d = today();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ merchPromoName: '  ' }, { merchPromoName: M.required('Promotion Name') }],
      [{ submitBy: null }, { submitBy: M.required('Submit By Date') }],
      [
        { promoStartDisplayDate: null, promoEndDisplayDate: '' },
        {
          promoStartDisplayDate: M.required('Display Start Date'),
          promoEndDisplayDate: M.required('Display End Date'),
        },
      ],
      [{ start: null }, { start: M.startRequired }],
      [{ end: '13/45/2026' }, { end: M.invalidDate }],
      [{ end: sendDayOf(addDays(d, 19)) }, { end: M.orLater(sendDayOf(addDays(d, 20))) }],
      [{ submitBy: sendDayOf(addDays(d, 21)) }, { submitBy: M.orEarlier(sendDayOf(addDays(d, 20))) }],
      [
        { promoEndDisplayDate: sendDayOf(addDays(d, -2)) },
        { promoEndDisplayDate: M.orLater(sendDayOf(addDays(d, -1))) },
      ],
      [
        { fields: [{ name: 'isbn', type: 'TEXT', min: null, max: '13' }] },
        { 'fields.0.name': M.definitionFieldName },
      ],
      [
        {
          fields: [
            { name: 'ean', type: 'TEXT', min: null, max: '13' },
            { name: 'ean', type: 'TEXT', min: null, max: '10' },
          ],
        },
        { 'fields.1.name': M.definitionFieldName },
      ],
      [
        { fields: [{ name: 'promoPrice', type: 'MONEY', min: 'cheap', max: null }] },
        { 'fields.0.min': M.numbersOnly },
      ],
      [
        { fields: [{ name: 'ean', type: 'TEXT', min: null, max: '13.5' }] },
        { 'fields.0.max': M.numbersOnly },
      ],
      [
        { fields: [{ name: 'promoPrice', type: 'MONEY', min: '4.99', max: '0.99' }] },
        { 'fields.0.max': M.notWithinRange },
      ],
      [
        { fields: [{ name: 'promoPrice', type: 'DATE', min: null, max: null }] },
        { 'fields.0.type': M.pattern },
      ],
    ];
    const count = async () =>
      Number((await rows(sql`select count(*)::int as n from promo_definitions`))[0]?.n);
    const before = await count();
    for (const [over, errors] of cases) {
      const res = await save(admin, monthly(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldErrors(res), JSON.stringify(over)).toEqual(
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [`promotion.${k}`, v])),
      );
    }
    const standard = await save(admin, standardBody({ submitBy: sendDayOf(d) }));
    expect(fieldErrors(standard)).toEqual({ 'promotion.submitBy': M.standardHasNoDates });
    expect((await save(admin, monthly({ mercPromoType: 'HALF_PRICE' }))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown id, 401 signed out and 403 for a publisher', async () => {
    const none = await save(admin, monthly({ id: NO_ID }));
    expect([none.statusCode, codeOf(none)]).toEqual([404, 'NOT_FOUND']);
    expect((await save(anonymous, monthly())).statusCode).toBe(401);
    const res = await save(author, monthly());
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('get-promotions and get-promotion-details', () => {
  it('pages the definitions by status and search, with their number of nominations', async () => {
    const d = today();
    const expired = (
      await save(
        admin,
        monthly({
          merchPromoName: 'Zebra Expired Deals',
          submitBy: sendDayOf(addDays(d, -40)),
          start: sendDayOf(addDays(d, -30)),
          end: sendDayOf(addDays(d, -5)),
          promoStartDisplayDate: sendDayOf(addDays(d, -60)),
          promoEndDisplayDate: sendDayOf(addDays(d, -40)),
        }),
      )
    ).json().payload.promotion;
    const list = async (q: string) => (await admin.get(`/api/admin/get-promotions?${q}`)).json().payload;
    const cur = await list('status=CURRENT&recordsPerPage=100');
    expect(cur.promotions.map((x: Def) => x.id)).not.toContain(expired.id);
    expect(cur.numberOfRecords).toBe(cur.promotions.length);
    const old = await list('status=EXPIRED&recordsPerPage=100');
    expect(old.promotions.map((x: Def) => x.id)).toContain(expired.id);
    expect(old.promotions.every((x: Def) => x.kind === 'MONTHLY')).toBe(true);
    const all = await list('status=ALL&recordsPerPage=100');
    expect(all.numberOfRecords).toBe(cur.numberOfRecords + old.numberOfRecords);
    const page = await list('status=ALL&recordsPerPage=2&pageNum=2&sortBy=name');
    expect(page.promotions.length).toBe(2);
    expect(page.numberOfRecords).toBe(all.numberOfRecords);
    const found = await list('status=ALL&searchText=zebra');
    expect(found.promotions.map((x: Def) => x.id)).toEqual([expired.id]);
    const details = await admin.get(`/api/admin/get-promotion-details?definitionId=${expired.id}`);
    expect(details.json().payload.promotion).toMatchObject({ id: expired.id, nominations: 0 });
  });

  it('refuses bad input, signed out, publishers, and an unknown definition', async () => {
    expect((await admin.get('/api/admin/get-promotions?status=SOON')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/get-promotion-details')).statusCode).toBe(400);
    expect((await anonymous.get('/api/admin/get-promotions')).statusCode).toBe(401);
    expect((await author.get('/api/admin/get-promotions')).statusCode).toBe(403);
    expect((await author.get(`/api/admin/get-promotion-details?definitionId=${NO_ID}`)).statusCode).toBe(403);
    const none = await admin.get(`/api/admin/get-promotion-details?definitionId=${NO_ID}`);
    expect([none.statusCode, codeOf(none)]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('promotions-delete', () => {
  const remove = (c: TestClient, id: string) =>
    c.request('DELETE', `/api/admin/promotions-delete?definitionId=${id}`);

  it('deletes a definition without nominations, audited', async () => {
    const def = (await save(admin, monthly({ merchPromoName: 'To delete' }))).json().payload.promotion;
    const res = await remove(admin, def.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ deleted: true, id: def.id });
    expect((await admin.get(`/api/admin/get-promotion-details?definitionId=${def.id}`)).statusCode).toBe(404);
    const entries = await auditOf(def.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['promotion.create', 'promotion.delete']);
    expect(entries.find((e) => e.action === 'promotion.delete')?.before).toMatchObject({
      merchPromoName: 'To delete',
    });
  });

  it('refuses a definition with nominations with 409, and keeps it', async () => {
    const def = (await save(admin, monthly({ merchPromoName: 'Nominated' }))).json().payload.promotion;
    const project = (await rows(sql`select id from projects limit 1`))[0]?.id as string;
    const at = new Date().toISOString();
    await t.database.db.execute(sql`insert into promo_requests
      (definition_id, merc_promo_type, project_id, owner_customer_id, author_name, ean, title,
       additional_comments, status, submitted_at, submitted_by, updated_at)
      values (${def.id}, 'LIMITED_TIME_EBOOK', ${project}, 'C1', 'Ada Author', '9780000000001', 'A Book',
       '', 'PENDING', ${at}, 'C1', ${at})`);
    const res = await remove(admin, def.id);
    expect(res.statusCode).toBe(409);
    expect(fieldErrors(res)).toEqual({ definitionId: M.definitionInUse });
    const details = await admin.get(`/api/admin/get-promotion-details?definitionId=${def.id}`);
    expect(details.json().payload.promotion.nominations).toBe(1);
    expect((await auditOf(def.id)).map((e) => e.action)).toEqual(['promotion.create']);
  });

  it('answers 404 for none, 400 without an id, 401 signed out and 403 for a publisher', async () => {
    const none = await remove(admin, NO_ID);
    expect([none.statusCode, codeOf(none)]).toEqual([404, 'NOT_FOUND']);
    expect((await admin.request('DELETE', '/api/admin/promotions-delete')).statusCode).toBe(400);
    expect((await remove(anonymous, NO_ID)).statusCode).toBe(401);
    expect((await remove(author, NO_ID)).statusCode).toBe(403);
  });
});

describe('the seed a month later', () => {
  it('adds the next month’s promotions as today moves on, still one of each listed', async () => {
    const startOf = (defs: Def[]) =>
      iso(defs.find((x) => x.mercPromoType === 'ONE_DAY_EBOOK' && x.kind === 'MONTHLY')?.start as string);
    const count = async () =>
      Number(
        (await rows(sql`select count(*)::int as n from promo_definitions where seed_key is not null`))[0]?.n,
      );
    const before = { start: startOf(await current(admin)), count: await count() };
    t.clock.advance(40 * 24 * 60 * 60 * 1000);
    await seed(createServices(t.database.db, t.config, t.database.kind), { demo: true });
    const reader = t.client();
    await reader.signIn(AUTHOR);
    const defs = await current(reader);
    for (const type of MERC_PROMO_TYPES)
      expect(
        defs.some((x) => x.mercPromoType === type && x.kind === 'MONTHLY'),
        type,
      ).toBe(true);
    expect(startOf(defs) > before.start).toBe(true);
    // A new month's set beside the last one, which stays (its requests keep their promotion).
    expect(await count()).toBe(before.count + 11);
    expect(defs.filter((x) => x.kind === 'MONTHLY' && x.mercPromoType === 'ONE_DAY_EBOOK')).toHaveLength(1);
  });
});
