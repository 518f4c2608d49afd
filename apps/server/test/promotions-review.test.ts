import { PROMO_MESSAGES as M } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from './helpers';
import { ADMIN, AUTHOR } from './helpers';
import { outboxFor } from './mail-helpers';
import {
  definition,
  limitedTime,
  nominate,
  onSaleEbook,
  promoApp,
  requestRow,
  sentDay,
  setStatus,
  undo,
} from './promotions-helpers';
import { drain } from './scheduled-prices-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let standard: string;

beforeAll(async () => {
  ({ t, author, admin } = await promoApp());
  standard = await definition(admin);
});
afterAll(() => t.close());

/** A new on-sale eBook of the demo author with a pending nomination; answers the request and book. */
async function pending(title?: string) {
  const book = await onSaleEbook(t, author, title ? { title } : {});
  const res = await nominate(author, limitedTime(t, standard, book.ean));
  if (res.statusCode !== 200) throw new Error(`submit-promo answered ${res.statusCode}: ${res.body}`);
  return { id: res.json().payload.promo.id as string, book };
}

const scheduled = async (projectId: string) =>
  (await admin.get(`/api/project/scheduled-prices?projectId=${projectId}`)).json().payload
    .scheduledPrices as {
    id: string;
    price: string;
    status: string;
  }[];

const REVIEW_FIELDS = [
  'status',
  'start_day',
  'end_day',
  'start_at',
  'end_at',
  'decided_at',
  'decided_by',
  'decline_reason',
  'decline_note',
  'eligible_again',
  'scheduled_price_id',
] as const;
const reviewState = async (id: string) => {
  const row = (await requestRow(t, id)) ?? {};
  return Object.fromEntries(REVIEW_FIELDS.map((f) => [f, row[f] === null ? null : String(row[f])]));
};

/** One read after the other: the test's database handle may be a single connection. */
async function statesOf(ids: string[]) {
  const out = [];
  for (const id of ids) out.push(await reviewState(id));
  return out;
}

const accept = (ids: string[], start = 3, end = 10) =>
  setStatus(admin, { ids, status: 'APPROVED', startDate: sentDay(t, start), endDate: sentDay(t, end) });

describe('update-promo-status and undo-promo-status', () => {
  it('accepts 10 requests at once with a scheduled promo price each; undo removes them and restores PENDING exactly', async () => {
    const made = await Promise.all(Array.from({ length: 10 }, () => pending()));
    const ids = made.map((m) => m.id);
    const before = await statesOf(ids);
    const res = await accept(ids);
    expect(res.statusCode).toBe(200);
    const change = res.json().payload;
    expect(change).toMatchObject({ status: 'APPROVED', label: 'Accepted', updated: 10, undoSeconds: 15 });
    for (const m of made)
      expect(await scheduled(m.book.id)).toMatchObject([{ price: '1.99', status: 'SCHEDULED' }]);
    const listed = await author.get('/api/project/promos?status=APPROVED&recordsPerPage=100');
    const accepted = listed.json().payload.promos.filter((p: { id: string }) => ids.includes(p.id));
    expect(accepted).toHaveLength(10);
    expect(accepted[0]).toMatchObject({
      startDate: sentDay(t, 3),
      endDate: sentDay(t, 10),
      label: 'Accepted',
    });
    expect(accepted[0].scheduledPriceId).not.toBeNull();

    const undone = await undo(admin, change.changeId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().payload).toEqual({ restored: 10 });
    for (const m of made) expect(await scheduled(m.book.id)).toEqual([]);
    expect(await statesOf(ids)).toEqual(before);
    // Once undone, it cannot be undone again.
    expect((await undo(admin, change.changeId)).statusCode).toBe(409);
  });

  it('refuses an undo after the window, and changes nothing', async () => {
    const { id } = await pending();
    const change = (await accept([id])).json().payload;
    t.clock.advance(16_000);
    const late = await undo(admin, change.changeId);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].description).toBe(M.undoExpired);
    expect((await requestRow(t, id))?.status).toBe('APPROVED');
  });

  it('refuses an undo once a request has changed since (undoStale), nothing undone', async () => {
    const a = await pending();
    const b = await pending();
    const first = (await accept([a.id, b.id])).json().payload;
    const second = await setStatus(admin, { ids: [b.id], status: 'PENDING' });
    expect(second.statusCode).toBe(200);
    expect(await scheduled(b.book.id)).toEqual([]);
    const res = await undo(admin, first.changeId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toBe(M.undoStale);
    expect((await requestRow(t, a.id))?.status).toBe('APPROVED');
    expect(await scheduled(a.book.id)).toHaveLength(1);
  });

  it('requires a decline reason; the publisher reads it in the list and in the e-mail', async () => {
    const { id } = await pending('Declined Dunes');
    const noReason = await setStatus(admin, { ids: [id], status: 'DECLINED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({
      field: 'declineReason',
      description: M.declineReasonRequired,
    });
    const other = await setStatus(admin, { ids: [id], status: 'DECLINED', declineReason: 'OTHER' });
    expect(other.json().errors[0]).toMatchObject({ field: 'declineNote', description: M.declineOtherText });
    const res = await setStatus(admin, {
      ids: [id],
      status: 'DECLINED',
      declineReason: 'OTHER',
      declineNote: 'The cover art is too dark for the banner.',
    });
    expect(res.statusCode).toBe(200);
    const list = await author.get('/api/project/promos?status=DECLINED&recordsPerPage=100');
    const mine = list.json().payload.promos.find((p: { id: string }) => p.id === id);
    expect(mine).toMatchObject({
      status: 'DECLINED',
      label: 'Declined',
      decline: { reason: 'OTHER', text: 'The cover art is too dark for the banner.' },
    });
    // The e-mail waits for the undo window to pass.
    const declined = async () =>
      (await outboxFor(t.database, AUTHOR.email)).filter(
        (m) => m.kind === 'promotion-declined' && m.subject.includes('Declined Dunes'),
      );
    await drain(t);
    expect(await declined()).toHaveLength(0);
    t.clock.advance(16_000);
    await drain(t);
    const mail = await declined();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text_body).toContain('The cover art is too dark for the banner.');
  });

  it('e-mails nobody about a change undone within its window', async () => {
    const { id } = await pending('Undone Uplands');
    const change = (
      await setStatus(admin, { ids: [id], status: 'DECLINED', declineReason: 'CAPACITY' })
    ).json().payload;
    expect((await undo(admin, change.changeId)).statusCode).toBe(200);
    t.clock.advance(16_000);
    await drain(t);
    const mail = (await outboxFor(t.database, AUTHOR.email)).filter((m) =>
      m.subject.includes('Undone Uplands'),
    );
    expect(mail).toHaveLength(0);
  });

  it('changes nothing when one acceptance of a batch cannot schedule its price', async () => {
    const good = await pending();
    const clash = await pending();
    // The book already has a price change over the promotion's days: its acceptance is refused.
    const own = await author.post('/api/project/scheduled-price-submit', {
      projectId: clash.book.id,
      price: '5.99',
      startDate: `${new Date(t.clock.now().getTime() + 4 * 86_400_000).toISOString().slice(0, 10)}T12:00`,
    });
    expect(own.statusCode).toBe(200);
    const before = await statesOf([good.id, clash.id]);
    const res = await accept([good.id, clash.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toContain(clash.book.ean);
    expect(await statesOf([good.id, clash.id])).toEqual(before);
    expect(await scheduled(good.book.id)).toEqual([]);
  });

  it('checks the input, the role, the ids and the moves of each tab', async () => {
    const { id } = await pending();
    const noDates = await setStatus(admin, { ids: [id], status: 'APPROVED' });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().errors[0]).toMatchObject({
      field: 'startDate',
      description: M.acceptDatesRequired,
    });
    const backwards = await accept([id], 5, 4);
    expect(backwards.json().errors[0].field).toBe('endDate');
    expect(
      (await setStatus(author, { ids: [id], status: 'DECLINED', declineReason: 'COVER' })).statusCode,
    ).toBe(403);
    const signedOut = t.client();
    await signedOut.fetchCsrf();
    expect((await setStatus(signedOut, { ids: [id], status: 'PENDING' })).statusCode).toBe(401);
    expect((await undo(author, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await undo(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const missing = await setStatus(admin, {
      ids: [id, '00000000-0000-4000-8000-000000000000'],
      status: 'PENDING',
    });
    expect(missing.statusCode).toBe(404);
    const stay = await setStatus(admin, { ids: [id], status: 'PENDING' });
    expect(stay.statusCode).toBe(409);
    expect((await requestRow(t, id))?.status).toBe('PENDING');
  });

  it('takes back the scheduled price when an accepted request is declined, and keeps it out of deletes', async () => {
    const { id, book } = await pending();
    expect((await accept([id])).statusCode).toBe(200);
    expect(await scheduled(book.id)).toHaveLength(1);
    const del = await author.request('DELETE', `/api/project/delete-promo/${id}`);
    expect(del.statusCode).toBe(409);
    const res = await setStatus(admin, { ids: [id], status: 'DECLINED', declineReason: 'CAPACITY' });
    expect(res.statusCode).toBe(200);
    expect(await scheduled(book.id)).toEqual([]);
    expect((await author.request('DELETE', `/api/project/delete-promo/${id}`)).statusCode).toBe(200);
  });
  // Last: it moves the clock on by days.
  it('shows an accepted request whose end has passed on COMPLETED, hidden from administrators without expired ones', async () => {
    const { id } = await pending();
    expect((await accept([id], 1, 2)).statusCode).toBe(200);
    const ids = async (c: TestClient, query: string) =>
      (await c.get(`/api/project/promos?recordsPerPage=100&${query}`))
        .json()
        .payload.promos.map((p: { id: string }) => p.id);
    expect(await ids(author, 'status=APPROVED')).toContain(id);
    t.clock.advance(4 * 86_400_000);
    // Sessions end after 12 hours: sign in again.
    await author.signIn(AUTHOR);
    await admin.signIn(ADMIN);
    expect(await ids(author, 'status=APPROVED')).not.toContain(id);
    const completed = await author.get('/api/project/promos?status=COMPLETED&recordsPerPage=100');
    expect(completed.json().payload.promos.find((p: { id: string }) => p.id === id)).toMatchObject({
      status: 'COMPLETED',
      label: 'Completed',
    });
    expect(await ids(admin, 'isAdmin=true&status=COMPLETED')).toContain(id);
    expect(await ids(admin, 'isAdmin=true&status=COMPLETED&includeExpired=false')).not.toContain(id);
    // A completed request cannot be moved.
    expect((await setStatus(admin, { ids: [id], status: 'PENDING' })).statusCode).toBe(409);
  });
});
