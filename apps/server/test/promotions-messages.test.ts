import { addDays, displayDayOf, newYorkDay, sendDayOf } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';
import {
  definition,
  grantMerchandising,
  limitedTime,
  nominate,
  onSaleEbook,
  promoApp,
  sentDay,
  setStatus,
} from './promotions-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let standard: string;

interface Message {
  messageId: string;
  typeId: number;
  title: string;
  details: string;
  link: string | null;
  date: string;
}

/** A name of its own for each definition of this file (the PostgreSQL run may share a database). */
const run = String(Date.now() % 1_000_000);

beforeAll(async () => {
  ({ t, author, admin } = await promoApp());
  standard = await definition(admin, { merchPromoName: `Standard ${run}` });
});
afterAll(() => t.close());

/** A monthly definition listed today whose nominations close `submitIn` days from today. */
function monthly(name: string, submitIn: number, over: Record<string, unknown> = {}) {
  const d = newYorkDay(t.clock.now());
  return definition(admin, {
    mercPromoType: 'NOOK_DAILY_FIND',
    merchPromoName: name,
    submitBy: sendDayOf(addDays(d, submitIn)),
    start: sendDayOf(addDays(d, 20)),
    end: sendDayOf(addDays(d, 40)),
    promoStartDisplayDate: sendDayOf(addDays(d, -3)),
    promoEndDisplayDate: sendDayOf(addDays(d, 10)),
    ...over,
  });
}

const messagesOf = async (c: TestClient, path = '/api/project/promotion_messages_JWT') => {
  const res = await c.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.messages as Message[];
};
const byId = (messages: Message[], id: string) => messages.find((m) => m.messageId === id);

/** A signed-in new author with merchandising on. */
async function merchant(): Promise<TestClient> {
  const c = await otherAuthor(t);
  const me = (await c.get('/api/authentication/session')).json().payload.user;
  await grantMerchandising(t, me.email);
  await c.signIn({ email: me.email, password: 'Quill7Write' });
  return c;
}

/** A new eBook of `c` with a pending nomination; answers the request id and the book. */
async function pending(c: TestClient, title: string) {
  const book = await onSaleEbook(t, c, { title });
  const res = await nominate(c, limitedTime(t, standard, book.ean));
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().payload.promo.id as string, book, reviewBy: res.json().payload.promo.reviewBy };
}

describe('the OpenAPI document', () => {
  it('documents both calls: the public one without 401, the signed-in one with it', async () => {
    const spec = (await t.client().get('/api/docs/json')).json();
    const open = spec.paths['/api/project/promotion_messages']?.get;
    const mine = spec.paths['/api/project/promotion_messages_JWT']?.get;
    expect(open.tags).toContain('promotions');
    expect(open.description).toContain('open for nominations');
    expect(open.responses).not.toHaveProperty('401');
    expect(mine.description).toContain('last 30 days');
    expect(mine.responses).toHaveProperty('401');
  });
});

describe('promotion_messages', () => {
  it('announces each monthly promotion open for nominations to anyone, and no one’s requests', async () => {
    const open = await monthly(`Daily Find ${run}`, 5);
    const closed = await monthly(`Closed Find ${run}`, -1);
    const adminOnly = await monthly(`Admin Find ${run}`, 5, { adminOnly: true });
    const notListed = await monthly(`Later Find ${run}`, 5, {
      promoStartDisplayDate: sentDay(t, 2),
    });
    await pending(author, 'Anonymous Alder');

    const anonymous = await messagesOf(t.client(), '/api/project/promotion_messages');
    const submitBy = displayDayOf(addDays(newYorkDay(t.clock.now()), 5));
    expect(byId(anonymous, `definition:${open}`)).toEqual({
      messageId: `definition:${open}`,
      typeId: 3,
      title: `Daily Find ${run}`,
      details: `Nominations for Daily Find ${run} are open until ${submitBy}.`,
      link: '/projects/coupon/bn-promo',
      date: sentDay(t, -3),
    });
    for (const id of [closed, adminOnly, notListed, standard])
      expect(byId(anonymous, `definition:${id}`)).toBeUndefined();
    expect(anonymous.every((m) => m.messageId.startsWith('definition:'))).toBe(true);
    expect(anonymous.length).toBeLessThanOrEqual(20);

    // Signed in, the same announcements (an administrator's own ones are not announced to them either).
    const signedIn = await messagesOf(author, '/api/project/promotion_messages');
    expect(signedIn.map((m) => m.messageId)).toEqual(anonymous.map((m) => m.messageId));
    expect(byId(await messagesOf(admin, '/api/project/promotion_messages'), `definition:${adminOnly}`)).toBe(
      undefined,
    );
  });
});

describe('promotion_messages_JWT', () => {
  it('refuses the signed out', async () => {
    const res = await t.client().get('/api/project/promotion_messages_JWT');
    expect(res.statusCode).toBe(401);
  });

  it("shows the caller's pending requests with their review day, and never another publisher's", async () => {
    const open = await monthly(`Haul ${run}`, 7);
    const mine = await pending(author, 'Pending Poplar');
    const other = await merchant();
    const theirs = await pending(other, 'Their Tamarack');

    const messages = await messagesOf(author);
    expect(byId(messages, `definition:${open}`)).toBeDefined();
    expect(byId(messages, `request:${mine.id}`)).toMatchObject({
      typeId: 3,
      title: 'Nomination pending: Pending Poplar',
      link: '/projects/coupon/bn-promo-summary',
      date: sentDay(t, 0),
    });
    const reviewBy = mine.reviewBy as string;
    const [m, d, y] = reviewBy.split('/');
    expect(byId(messages, `request:${mine.id}`)?.details).toBe(
      `Your nomination of Pending Poplar (${mine.book.ean}) for Standard ${run} is waiting for review. It will be reviewed by ${displayDayOf(`${y}-${m}-${d}`)}.`,
    );
    expect(byId(messages, `request:${theirs.id}`)).toBeUndefined();
    expect(messages.some((x) => x.details.includes('Their Tamarack'))).toBe(false);
    expect(byId(await messagesOf(other), `request:${mine.id}`)).toBeUndefined();
    expect(byId(await messagesOf(other), `request:${theirs.id}`)).toBeDefined();
  });

  it('shows a decision once its undo window has passed: accepted with days and price, declined with the reason', async () => {
    const accepted = await pending(author, 'Accepted Aspen');
    const declined = await pending(author, 'Declined Dogwood');
    const ok = await setStatus(admin, {
      ids: [accepted.id],
      status: 'APPROVED',
      startDate: sentDay(t, 3),
      endDate: sentDay(t, 10),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const no = await setStatus(admin, {
      ids: [declined.id],
      status: 'DECLINED',
      declineReason: 'OTHER',
      declineNote: 'The cover is too dark for the banner.',
    });
    expect(no.statusCode, no.body).toBe(200);

    // Still undoable: not news yet (and no longer pending).
    const during = await messagesOf(author);
    expect(byId(during, `request:${accepted.id}`)).toBeUndefined();
    expect(byId(during, `request:${declined.id}`)).toBeUndefined();

    t.clock.advance(16_000);
    const after = await messagesOf(author);
    const today = newYorkDay(t.clock.now());
    expect(byId(after, `request:${accepted.id}`)).toMatchObject({
      title: 'Nomination accepted: Accepted Aspen',
      details: `Your nomination of Accepted Aspen (${accepted.book.ean}) for Standard ${run} was accepted. It runs from ${displayDayOf(addDays(today, 3))} to ${displayDayOf(addDays(today, 10))} at $1.99.`,
      date: sendDayOf(today),
    });
    expect(byId(after, `request:${declined.id}`)).toMatchObject({
      title: 'Nomination declined: Declined Dogwood',
      details: `Your nomination of Declined Dogwood (${declined.book.ean}) for Standard ${run} was declined. The cover is too dark for the banner.`,
    });
    // Newest first: the decisions before the older announcements and submissions.
    const ids = after.map((x) => x.messageId);
    expect(ids.indexOf(`request:${declined.id}`)).toBeLessThan(
      ids.findIndex((x) => x.startsWith('definition:')),
    );
    expect(after.length).toBeLessThanOrEqual(20);
    // Another publisher reads none of it.
    const other = await merchant();
    const theirs = await messagesOf(other);
    expect(theirs.some((x) => x.messageId === `request:${accepted.id}`)).toBe(false);

    // Thirty days on, the decisions are no longer news (signed in again: the session has ended).
    t.clock.advance(31 * 86_400_000);
    await author.signIn(AUTHOR);
    const later = await messagesOf(author);
    expect(byId(later, `request:${accepted.id}`)).toBeUndefined();
    expect(byId(later, `request:${declined.id}`)).toBeUndefined();
  });
});
