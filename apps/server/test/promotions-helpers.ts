import { addDays, newYorkDay, promoErrorMessage, sendDayOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { adminClient } from './admin-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/** A test app with the demo author (merchandising on) and the demo administrator signed in. */
export async function promoApp(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp(overrides);
  await grantMerchandising(t, AUTHOR.email);
  const author = t.client();
  await author.signIn(AUTHOR);
  const admin = await adminClient(t);
  return { t, author, admin };
}

/** Turns the merchandising flag on for an account (before it signs in). */
export async function grantMerchandising(t: TestApp, email: string): Promise<void> {
  await t.database.db.execute(
    sql`update users set permissions = array_append(permissions, 'MERCHANDISING') where email = ${email}`,
  );
}

/** The New York day `n` days from the test clock's today, as sent (MM/DD/YYYY). */
export const sentDay = (t: TestApp, n: number) => sendDayOf(addDays(newYorkDay(t.clock.now()), n));

let eanCounter = 0;
/** A new on-sale eBook of the signed-in client with an EAN of its own; answers its id and EAN. */
export async function onSaleEbook(
  t: TestApp,
  c: TestClient,
  opts: { title?: string; listPrice?: string; onSale?: boolean } = {},
): Promise<{ id: string; ean: string; title: string }> {
  const title = opts.title ?? `Promo Book ${eanCounter + 1}`;
  const res = await c.post('/api/project', { type: 'EBOOK', title, listPrice: opts.listPrice ?? '9.99' });
  if (res.statusCode !== 200) throw new Error(`create eBook answered ${res.statusCode}: ${res.body}`);
  const id = res.json().payload.id as string;
  eanCounter += 1;
  const ean = `97900${String(Date.now() % 1_000_000).padStart(6, '0')}${String(eanCounter).padStart(2, '0')}`;
  await t.database.db.execute(
    sql`update projects set isbn = ${ean}, status = ${opts.onSale === false ? 'OFFSALE' : 'ONSALE'} where id = ${id}`,
  );
  return { id, ean, title };
}

/** A promotion definition made through the administrators' call; answers its id. */
export async function definition(
  admin: TestClient,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await admin.put('/api/admin/promotion-update', {
    promotion: {
      mercPromoType: 'LIMITED_TIME_EBOOK',
      merchPromoName: 'Limited-Time Deals',
      copy: '<p>Deals for a week or four.</p>',
      submitBy: null,
      start: null,
      end: null,
      promoStartDisplayDate: null,
      promoEndDisplayDate: null,
      position: null,
      rules: 'One title per nomination',
      links: '',
      fields: [],
      adminOnly: false,
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`promotion-update answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.promotion.id as string;
}

/** A limited-time nomination's body: a week from the day after tomorrow at $1.99. */
export function limitedTime(
  t: TestApp,
  definitionId: string,
  ean: string,
  extra: Record<string, unknown> = {},
) {
  return {
    definitionId,
    mercPromoType: 'LIMITED_TIME_EBOOK',
    ean,
    promoPrice: '1.99',
    startDate: sentDay(t, 2),
    endDate: sentDay(t, 9),
    flexDate: false,
    additionalComments: 'Great reviews this month.',
    inputMode: 'EAN',
    ...extra,
  };
}

export const nominate = (c: TestClient, promo: Record<string, unknown>) =>
  c.post('/api/project/submit-promo', { promo });

export const setStatus = (c: TestClient, body: Record<string, unknown>) =>
  c.put('/api/project/update-promo-status', body);

export const undo = (c: TestClient, changeId: string) =>
  c.put('/api/project/undo-promo-status', { changeId });

/** Field → the message the form shows (the text after the pipe) of a failure envelope. */
export const promoErrors = (res: { json(): { errors: { field?: string; description: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field ?? '', promoErrorMessage(e.description)]));

/** A request row straight from the database. */
export async function requestRow(t: TestApp, id: string) {
  return rowsOf<Record<string, unknown>>(
    await t.database.db.execute(sql`select * from promo_requests where id = ${id}`),
  )[0];
}

/** How many requests a book has. */
export async function requestsOf(t: TestApp, projectId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from promo_requests where project_id = ${projectId}`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}
