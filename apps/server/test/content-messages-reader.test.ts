import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed';
import { DEMO_MARKETING_MESSAGE_ID, DEMO_WELCOME_MESSAGE_ID } from '../src/seed/content-messages';
import { createServices } from '../src/services';
import {
  addAddress,
  broadcastOf,
  contentApp,
  createMessage,
  demoOnSaleEans,
  dismiss,
  makePublisher,
  marketingOf,
  messageBody,
  newAuthor,
  sees,
} from './content-helpers';
import { actingContributor } from './contributor-helpers';
import { AUTHOR, HOUR, MINUTE, type TestApp, type TestClient } from './helpers';

/**
 * Site messages as authors read them (spec 3 §7 "Content for all users"): who a message reaches,
 * how long it stays (INFO until dismissed, CRITICAL until acknowledged), its start and end, the
 * books it names, and the demo's welcome message.
 */
let t: TestApp;
let author: TestClient;
let admin: TestClient;
let fresh: { client: TestClient; customerId: string };
let anonymous: TestClient;

beforeAll(async () => {
  ({ t, admin, author, anonymous } = await contentApp());
  fresh = await newAuthor(t);
});
afterAll(() => t.close());

const reads = async (id: string) =>
  (await admin.get(`/api/admin/broadcast-message-reads?id=${id}`)).json().payload as {
    reads: { customerId: string; email: string; dismissedAt: string | null; acknowledgedAt: string | null }[];
    totalCount: number;
  };

describe('the demo seed', () => {
  it('shows a welcome broadcast and a marketing message to every author from the first start', async () => {
    const welcome = (await broadcastOf(fresh.client)).find((m) => m.messageId === DEMO_WELCOME_MESSAGE_ID);
    expect(welcome).toMatchObject({
      typeId: 2,
      title: 'Welcome to Quire',
      severity: 'INFO',
      affectedTitles: null,
    });
    expect((await marketingOf(author)).map((m) => m.messageId)).toContain(DEMO_MARKETING_MESSAGE_ID);
    expect((await broadcastOf(author)).map((m) => m.messageId)).not.toContain(DEMO_MARKETING_MESSAGE_ID);
  });

  it('adds nothing at a second start and leaves a changed message as the administrator left it', async () => {
    const list = await admin.get('/api/admin/broadcast-messages?typeId=2&recordsPerPage=100');
    const welcome = (list.json().payload.messages as { messageId: string }[]).find(
      (m) => m.messageId === DEMO_WELCOME_MESSAGE_ID,
    ) as Record<string, unknown>;
    const changed = await admin.put('/api/admin/broadcast-message-create', {
      message: { ...welcome, title: 'Welcome aboard' },
    });
    expect(changed.statusCode).toBe(200);
    await seed(createServices(t.database.db, t.config, t.database.kind), t.config);
    const again = await admin.get('/api/admin/broadcast-messages?recordsPerPage=100');
    const ids = (again.json().payload.messages as { messageId: string; title: string }[]).filter((m) =>
      [DEMO_WELCOME_MESSAGE_ID, DEMO_MARKETING_MESSAGE_ID].includes(m.messageId),
    );
    expect(ids).toHaveLength(2);
    expect(ids.find((m) => m.messageId === DEMO_WELCOME_MESSAGE_ID)?.title).toBe('Welcome aboard');
  });
});

describe('a CRITICAL message for authors with on-sale eBooks', () => {
  let id: string;
  beforeAll(async () => {
    const m = await createMessage(
      admin,
      messageBody(
        { title: 'Action needed on your eBooks', severity: 'CRITICAL' },
        { kind: 'SEGMENT', roles: ['AUTHOR'], formats: ['EBOOK'], onSaleOnly: true },
      ),
    );
    id = m.messageId;
    expect(m.recipientCount).toBe(1);
  });

  it('reaches the demo author (on-sale eBooks), first of their messages, and not a brand-new author', async () => {
    const mine = await broadcastOf(author);
    expect(mine[0]).toMatchObject({ messageId: id, severity: 'CRITICAL', affectedTitles: null });
    expect(await sees(fresh.client, id)).toBe(false);
    expect((await dismiss(fresh.client, id)).statusCode).toBe(404);
  });

  it('stays, reload after reload, until acknowledged; the administrator then sees who acknowledged it', async () => {
    expect(await sees(author, id)).toBe(true);
    expect(await sees(author, id)).toBe(true);
    expect((await reads(id)).totalCount).toBe(0);
    const res = await dismiss(author, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ messageId: id, dismissed: true, acknowledged: true });
    expect(await sees(author, id)).toBe(false);
    const read = await reads(id);
    expect(read.reads).toEqual([
      expect.objectContaining({ email: AUTHOR.email, dismissedAt: null, acknowledgedAt: expect.any(String) }),
    ]);
    // Again: nothing changes, the first time is kept.
    expect((await dismiss(author, id)).statusCode).toBe(200);
    expect((await reads(id)).reads[0]?.acknowledgedAt).toBe(read.reads[0]?.acknowledgedAt);
    const list = await admin.get('/api/admin/broadcast-messages?typeId=2&status=ACTIVE&recordsPerPage=100');
    const item = (list.json().payload.messages as { messageId: string; readCount: number }[]).find(
      (m) => m.messageId === id,
    );
    expect(item?.readCount).toBe(1);
  });
});

describe('an INFO message', () => {
  it('stays until dismissed, for that reader only', async () => {
    const { messageId } = await createMessage(admin, messageBody({ title: 'Store upkeep' }));
    expect(await sees(author, messageId)).toBe(true);
    expect(await sees(author, messageId)).toBe(true);
    const res = await dismiss(author, messageId);
    expect(res.json().payload).toEqual({ messageId, dismissed: true, acknowledged: false });
    expect(await sees(author, messageId)).toBe(false);
    expect(await sees(fresh.client, messageId)).toBe(true);
    expect((await reads(messageId)).reads).toEqual([
      expect.objectContaining({ email: AUTHOR.email, dismissedAt: expect.any(String), acknowledgedAt: null }),
    ]);
  });
});

describe('start and end', () => {
  it('shows neither a scheduled nor an expired message; the scheduled one shows once it starts', async () => {
    const at = t.clock.now().getTime();
    const scheduled = await createMessage(
      admin,
      messageBody({
        startAt: new Date(at + 10 * MINUTE).toISOString(),
        endAt: new Date(at + 25 * MINUTE).toISOString(),
      }),
    );
    const expired = await createMessage(
      admin,
      messageBody({
        startAt: new Date(at - 5 * HOUR).toISOString(),
        endAt: new Date(at - HOUR).toISOString(),
      }),
    );
    expect([scheduled.status, expired.status]).toEqual(['SCHEDULED', 'EXPIRED']);
    expect(await sees(author, scheduled.messageId)).toBe(false);
    expect(await sees(author, expired.messageId)).toBe(false);
    expect((await dismiss(author, scheduled.messageId)).statusCode).toBe(404);
    // Within the sessions' idle time: the same clients stay signed in.
    t.clock.advance(12 * MINUTE);
    expect(await sees(author, scheduled.messageId)).toBe(true);
    t.clock.advance(14 * MINUTE);
    expect(await sees(author, scheduled.messageId)).toBe(false);
  });
});

describe('audiences', () => {
  it('names books by EAN: each reader sees how many of theirs it is about', async () => {
    const eans = await demoOnSaleEans(t);
    expect(eans.length).toBeGreaterThanOrEqual(2);
    const m = await createMessage(
      admin,
      messageBody({ title: 'Price check' }, { kind: 'SEGMENT', eans: [...eans, '9780000000002'] }),
    );
    expect(m.recipientCount).toBe(1);
    const mine = (await broadcastOf(author)).find((x) => x.messageId === m.messageId);
    expect(mine?.affectedTitles).toBe(eans.length);
    expect(await sees(fresh.client, m.messageId)).toBe(false);
  });

  it('USERS reaches the chosen accounts only', async () => {
    const m = await createMessage(admin, messageBody({}, { kind: 'USERS', recipients: [fresh.customerId] }));
    expect(m.recipientCount).toBe(1);
    expect(m.audience.recipients).toEqual([expect.objectContaining({ customerId: fresh.customerId })]);
    expect(await sees(fresh.client, m.messageId)).toBe(true);
    expect(await sees(author, m.messageId)).toBe(false);
    expect((await dismiss(author, m.messageId)).statusCode).toBe(404);
  });

  it('countries follow the address book; an account without an address counts as US', async () => {
    const us = await createMessage(admin, messageBody({}, { kind: 'SEGMENT', countries: ['us'] }));
    const gb = await createMessage(admin, messageBody({}, { kind: 'SEGMENT', countries: ['GB'] }));
    expect(us.audience.countries).toEqual(['US']);
    expect(await sees(author, us.messageId)).toBe(true); // a New York address
    expect(await sees(fresh.client, us.messageId)).toBe(true); // no address
    expect(await sees(fresh.client, gb.messageId)).toBe(false);
    const abroad = await newAuthor(t);
    await addAddress(t, abroad.customerId, 'GB');
    expect(await sees(abroad.client, gb.messageId)).toBe(true);
    expect(await sees(abroad.client, us.messageId)).toBe(false);
  });

  it('PUBLISHER reaches accounts with a publisher name, AUTHOR those without', async () => {
    const press = await newAuthor(t);
    await makePublisher(t, press.customerId, 'Gull Cottage Books');
    const forPublishers = await createMessage(
      admin,
      messageBody({}, { kind: 'SEGMENT', roles: ['PUBLISHER'] }),
    );
    const forAuthors = await createMessage(admin, messageBody({}, { kind: 'SEGMENT', roles: ['AUTHOR'] }));
    expect(forPublishers.recipientCount).toBe(1);
    expect(await sees(press.client, forPublishers.messageId)).toBe(true);
    expect(await sees(press.client, forAuthors.messageId)).toBe(false);
    expect(await sees(author, forPublishers.messageId)).toBe(false);
    expect(await sees(author, forAuthors.messageId)).toBe(true);
  });

  it('a contributor acting for the author reads and dismisses the author’s messages', async () => {
    const { client } = await actingContributor(t, author, ['ORDER_COPY']);
    const m = await createMessage(admin, messageBody({ title: 'For the team' }));
    expect(await sees(client, m.messageId)).toBe(true);
    expect((await dismiss(client, m.messageId)).statusCode).toBe(200);
    expect(await sees(author, m.messageId)).toBe(false);
  });

  it('a contributor with any permission gets the page content every signed-in page asks for', async () => {
    const { client } = await actingContributor(t, author, ['ACCESS_LIST']);
    const m = await createMessage(admin, messageBody({ title: 'For every helper' }));
    const res = await client.get('/api/project/page-banners/projects');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.messages.map((x: { messageId: string }) => x.messageId)).toContain(m.messageId);
    // Reading the author's books still needs a permission that grants it.
    expect((await client.get('/api/projects')).statusCode).toBe(403);
  });

  it('page-banners answers both kinds for the reader in the same request', async () => {
    const res = await author.get('/api/project/page-banners/projects');
    expect(res.statusCode).toBe(200);
    const kinds = new Set((res.json().payload.messages as { typeId: number }[]).map((m) => m.typeId));
    expect(kinds).toEqual(new Set([1, 2]));
    expect((await anonymous.get('/api/project/page-banners/projects')).json().payload.messages).toEqual([]);
  });
});

describe('who may call', () => {
  it('answers 401 signed out, nothing for an administrator, 404 for an unknown or malformed id', async () => {
    expect((await anonymous.get('/api/broadcast_messages')).statusCode).toBe(401);
    expect((await anonymous.get('/api/marketing_messages')).statusCode).toBe(401);
    expect((await dismiss(anonymous, DEMO_WELCOME_MESSAGE_ID)).statusCode).toBe(401);
    expect(await broadcastOf(admin)).toEqual([]);
    expect((await dismiss(admin, DEMO_WELCOME_MESSAGE_ID)).statusCode).toBe(404);
    expect((await dismiss(author, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await dismiss(author, 'nope')).statusCode).toBe(404);
    expect((await author.post('/api/dismiss_broadcast_message', {})).statusCode).toBe(400);
  });
});
