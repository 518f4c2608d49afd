import { CONTENT_MESSAGES as M, MESSAGE_DETAILS_MAX, MESSAGE_TITLE_MAX } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './admin-helpers';
import {
  activeAuthorCount,
  broadcastOf,
  contentApp,
  createMessage,
  dismiss,
  fieldErrors,
  makePublisher,
  messageBody,
  NO_ID,
  newAuthor,
  type ReadMessage,
} from './content-helpers';
import { ADMIN, AUTHOR, HOUR, type TestApp, type TestClient } from './helpers';

/**
 * The administrators' broadcast messages (spec 3 §3 "Broadcast message", §7 "Admin content"):
 * list, create, change, delete, preview, the recipient search and who read a message; every
 * write audited, every piece of HTML sanitised.
 */
let t: TestApp;
let author: TestClient;
let admin: TestClient;
let anonymous: TestClient;

const A = '/api/admin';

beforeAll(async () => {
  ({ t, admin, author, anonymous } = await contentApp());
});
afterAll(() => t.close());

const iso = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const list = async (query: string) =>
  (await admin.get(`${A}/broadcast-messages?${query}`)).json().payload as {
    messages: ReadMessage[];
    totalCount: number;
  };
const create = (c: TestClient, body: Record<string, unknown>) =>
  c.post(`${A}/broadcast-message-create`, { message: body });

describe('list, create, change and delete', () => {
  it('lists by type and status (computed from start and end), newest start first, a page at a time', async () => {
    const marketing = await createMessage(admin, messageBody({ typeId: 1, startAt: iso(-2 * HOUR) }));
    const older = await createMessage(admin, messageBody({ startAt: iso(-3 * HOUR) }));
    const newer = await createMessage(admin, messageBody({ startAt: iso(-HOUR) }));
    const later = await createMessage(admin, messageBody({ startAt: iso(HOUR) }));
    const gone = await createMessage(admin, messageBody({ startAt: iso(-5 * HOUR), endAt: iso(-4 * HOUR) }));

    const active = await list('typeId=2&status=ACTIVE&recordsPerPage=100');
    const ids = active.messages.map((m) => m.messageId);
    expect(ids.indexOf(newer.messageId)).toBeLessThan(ids.indexOf(older.messageId));
    expect(ids).not.toContain(marketing.messageId);
    expect(ids).not.toContain(later.messageId);
    expect(ids).not.toContain(gone.messageId);
    expect(active.messages.every((m) => m.status === 'ACTIVE' && m.typeId === 2)).toBe(true);
    expect((await list('status=SCHEDULED')).messages.map((m) => m.messageId)).toEqual([later.messageId]);
    expect((await list('status=EXPIRED')).messages.map((m) => m.messageId)).toEqual([gone.messageId]);
    expect((await list('typeId=1')).messages.map((m) => m.messageId)).toContain(marketing.messageId);

    const second = await list('typeId=2&status=ACTIVE&recordsPerPage=1&pageNumber=2');
    expect(second.totalCount).toBe(active.totalCount);
    expect(second.messages.map((m) => m.messageId)).toEqual([ids[1]]);
    expect((await admin.get(`${A}/broadcast-messages?status=SOON`)).statusCode).toBe(400);
  });

  it('creates a message for everyone: the message, the first page, its reach and an audit entry', async () => {
    const res = await admin.post(`${A}/broadcast-message-create?recordsPerPage=2`, {
      message: messageBody({ title: '  Upkeep tonight  ', link: '/how-it-works', severity: 'CRITICAL' }),
    });
    expect(res.statusCode).toBe(200);
    const { message, messages, totalCount } = res.json().payload;
    expect(message).toMatchObject({
      title: 'Upkeep tonight',
      link: '/how-it-works',
      severity: 'CRITICAL',
      status: 'ACTIVE',
      readCount: 0,
      recipientCount: await activeAuthorCount(t),
      audience: { kind: 'EVERYONE', recipients: [] },
    });
    expect(messages).toHaveLength(2);
    expect(totalCount).toBeGreaterThan(2);
    const [entry] = await auditOf(admin, message.messageId);
    expect(entry).toMatchObject({ action: 'content.message.create', actorEmail: ADMIN.email });
    expect(entry?.after).toMatchObject({ title: 'Upkeep tonight', severity: 'CRITICAL' });
  });

  it('takes a message back exactly as read, and records a change with before and after', async () => {
    const fresh = await newAuthor(t);
    const created = await createMessage(
      admin,
      messageBody({}, { kind: 'USERS', recipients: [fresh.customerId] }),
    );
    const asRead = (await list('recordsPerPage=100')).messages.find((m) => m.messageId === created.messageId);
    const same = await admin.put(`${A}/broadcast-message-create`, { message: asRead });
    expect(same.statusCode).toBe(200);
    const { updatedAt: _u, ...kept } = asRead as ReadMessage & { updatedAt: string };
    expect(same.json().payload.message).toMatchObject(kept);

    const res = await admin.put(`${A}/broadcast-message-create?status=ACTIVE&recordsPerPage=5`, {
      message: { ...asRead, title: 'Changed', audience: { ...asRead?.audience, kind: 'EVERYONE' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.message).toMatchObject({
      title: 'Changed',
      audience: { kind: 'EVERYONE', recipients: [] },
    });
    expect(res.json().payload.messages.every((m: ReadMessage) => m.status === 'ACTIVE')).toBe(true);
    const [entry] = await auditOf(admin, created.messageId);
    expect(entry).toMatchObject({ action: 'content.message.update' });
    expect(entry?.before).toMatchObject({
      title: asRead?.title,
      audience: { recipients: [fresh.customerId] },
    });
    expect(entry?.after).toMatchObject({ title: 'Changed', audience: { kind: 'EVERYONE', recipients: [] } });

    const missing = await admin.put(`${A}/broadcast-message-create`, {
      message: { ...asRead, messageId: NO_ID },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reads one message by messageId exactly as the list shows it, and takes it back unchanged', async () => {
    const fresh = await newAuthor(t);
    const created = await createMessage(
      admin,
      messageBody(
        { link: '/projects', severity: 'CRITICAL' },
        { kind: 'USERS', recipients: [fresh.customerId] },
      ),
    );
    expect((await dismiss(fresh.client, created.messageId)).statusCode).toBe(200);
    const res = await admin.get(`${A}/broadcast-message?messageId=${created.messageId}`);
    expect(res.statusCode).toBe(200);
    const read = res.json().payload.message as ReadMessage & { updatedAt: string };
    const listed = (await list('recordsPerPage=100')).messages.find((m) => m.messageId === created.messageId);
    expect(read).toEqual(listed);
    expect(read).toMatchObject({
      messageId: created.messageId,
      severity: 'CRITICAL',
      audience: { kind: 'USERS', recipients: [expect.objectContaining({ customerId: fresh.customerId })] },
      recipientCount: 1,
      readCount: 1,
    });

    const back = await admin.put(`${A}/broadcast-message-create`, { message: read });
    expect(back.statusCode, back.body).toBe(200);
    const again = (await admin.get(`${A}/broadcast-message?messageId=${created.messageId}`)).json().payload
      .message;
    expect({ ...again, updatedAt: null }).toEqual({ ...read, updatedAt: null });
    expect({ ...back.json().payload.message, updatedAt: null }).toEqual({ ...read, updatedAt: null });
  });

  it('answers 404 with a clear message for an unknown messageId, 400 for a missing or malformed one', async () => {
    const gone = await createMessage(admin, messageBody());
    await admin.request('DELETE', `${A}/broadcast-message-delete?id=${gone.messageId}`);
    for (const id of [NO_ID, gone.messageId, 'nope']) {
      const res = await admin.get(`${A}/broadcast-message?messageId=${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ code: 'NOT_FOUND', field: 'messageId', description: M.messageNotFound }),
      ]);
    }
    for (const query of ['', '?messageId=', `?messageId=${'x'.repeat(101)}`, `?id=${NO_ID}`]) {
      const res = await admin.get(`${A}/broadcast-message${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldErrors(res)).toHaveProperty('messageId');
    }
  });

  it('deletes a message with its reads (audited); then it is gone', async () => {
    const m = await createMessage(admin, messageBody());
    expect((await dismiss(author, m.messageId)).statusCode).toBe(200);
    const res = await admin.request('DELETE', `${A}/broadcast-message-delete?id=${m.messageId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ deleted: true, id: m.messageId });
    expect((await admin.get(`${A}/preview-message?id=${m.messageId}`)).statusCode).toBe(404);
    expect(
      (await admin.request('DELETE', `${A}/broadcast-message-delete?id=${m.messageId}`)).statusCode,
    ).toBe(404);
    const [entry] = await auditOf(admin, m.messageId);
    expect(entry).toMatchObject({ action: 'content.message.delete', before: { title: m.title } });
  });
});

describe('what a message must be', () => {
  const refused = async (over: Record<string, unknown>, audience: Record<string, unknown> = {}) => {
    const res = await create(admin, messageBody(over, audience));
    expect(res.statusCode).toBe(400);
    return fieldErrors(res);
  };

  it('answers each problem on its field with its message', async () => {
    expect(await refused({ title: '  ' })).toMatchObject({ 'message.title': M.titleRequired });
    expect(await refused({ title: 'x'.repeat(MESSAGE_TITLE_MAX + 1) })).toMatchObject({
      'message.title': M.titleTooLong,
    });
    expect(await refused({ details: '' })).toMatchObject({ 'message.details': M.detailsRequired });
    expect(await refused({ details: '<script>alert(1)</script><p> </p>' })).toEqual({
      'message.details': M.detailsRequired,
    });
    expect(await refused({ details: `<p>${'x'.repeat(MESSAGE_DETAILS_MAX + 1)}</p>` })).toEqual({
      'message.details': M.detailsTooLong,
    });
    for (const link of ['javascript:alert(1)', 'http://example.com', '//evil.example', 'www.example.com'])
      expect(await refused({ link })).toEqual({ 'message.link': M.linkInvalid });
    expect(await refused({ startAt: iso(HOUR), endAt: iso(-HOUR) })).toEqual({
      'message.endAt': M.endBeforeStart,
    });
    expect(await refused({ endAt: iso(-HOUR) })).toEqual({ 'message.endAt': M.endBeforeStart });
    expect(await refused({ startAt: 'tomorrow', endAt: '2026-13-45T00:00:00Z' })).toEqual({
      'message.startAt': M.dateInvalid,
      'message.endAt': M.dateInvalid,
    });
    expect(await refused({}, { kind: 'USERS' })).toEqual({
      'message.audience.recipients': M.recipientsRequired,
    });
    expect(await refused({}, { kind: 'USERS', recipients: ['C000000000'] })).toEqual({
      'message.audience.recipients': M.recipientUnknown,
    });
    expect(await refused({}, { kind: 'SEGMENT' })).toEqual({ 'message.audience': M.segmentRequired });
    expect(await refused({ typeId: 4 })).toHaveProperty('message.typeId');
    expect(await refused({ severity: 'URGENT' })).toHaveProperty('message.severity');
  });

  it('answers every problem the service finds at once, once the contract’s checks pass', async () => {
    const errors = await refused({ title: '', link: 'ftp://x', details: '<p></p>' }, { kind: 'SEGMENT' });
    expect(Object.keys(errors).sort()).toEqual(['message.title']);
    const later = await refused({ link: 'ftp://x', details: '<p></p>' }, { kind: 'SEGMENT' });
    expect(later).toEqual({
      'message.details': M.detailsRequired,
      'message.link': M.linkInvalid,
      'message.audience': M.segmentRequired,
    });
  });

  it('never keeps a script, an event handler or a javascript: link in the details', async () => {
    const hostile = [
      '<p>Hello<script>alert(1)</script></p>',
      '<p onclick="alert(1)" onerror="alert(2)">Click</p>',
      '<a href="javascript:alert(1)">link</a>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><circle /></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="//evil.example">x</a>',
    ].join('');
    const m = await createMessage(
      admin,
      messageBody({ details: `<p><strong>Read me</strong></p>${hostile}` }),
    );
    const preview = (
      await admin.post(`${A}/broadcast-message-preview`, { message: messageBody({ details: hostile }) })
    ).json().payload.preview;
    const shown = (await broadcastOf(author)).find((x) => x.messageId === m.messageId);
    for (const html of [m.details, preview.details, shown?.details ?? '']) {
      expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|<img|\/\/evil/i);
    }
    expect(m.details).toContain('<strong>Read me</strong>');
  });
});

describe('preview, recipients and reads', () => {
  it('previews a message as an author sees it, with how many accounts it reaches', async () => {
    const res = await admin.post(`${A}/broadcast-message-preview`, {
      message: messageBody(
        { title: 'Soon', severity: 'CRITICAL' },
        { kind: 'SEGMENT', formats: ['EBOOK'], onSaleOnly: true },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      preview: { title: 'Soon', severity: 'CRITICAL', typeId: 2, affectedTitles: null },
      recipientCount: 1,
    });
    const bad = await admin.post(`${A}/broadcast-message-preview`, { message: messageBody({ title: '' }) });
    expect(fieldErrors(bad)).toMatchObject({ 'message.title': M.titleRequired });

    const m = await createMessage(admin, messageBody({ title: 'Stored' }));
    const one = await admin.get(`${A}/preview-message?id=${m.messageId}`);
    expect(one.json().payload).toMatchObject({
      preview: { messageId: m.messageId, title: 'Stored' },
      recipientCount: await activeAuthorCount(t),
    });
    expect((await admin.get(`${A}/preview-message?id=${NO_ID}`)).statusCode).toBe(404);
    expect((await admin.get(`${A}/preview-message?id=nope`)).statusCode).toBe(404);
  });

  it('finds author accounts by e-mail, name, vendor number or publisher name, never an administrator', async () => {
    const press = await newAuthor(t);
    await makePublisher(t, press.customerId, 'Lighthouse Lane Books');
    const find = async (query: string) =>
      (await admin.get(`${A}/broadcast-recipient?query=${encodeURIComponent(query)}`)).json().payload
        .recipients as {
        customerId: string;
        email: string;
        vendorNumber: string | null;
        publisherName: string | null;
      }[];
    expect((await find('author@example'))[0]).toMatchObject({
      email: AUTHOR.email,
      vendorNumber: 'V1000001',
    });
    expect((await find('V1000001')).map((r) => r.email)).toEqual([AUTHOR.email]);
    expect((await find('ada auth')).map((r) => r.email)).toEqual([AUTHOR.email]);
    expect(await find('lighthouse lane')).toEqual([
      expect.objectContaining({ customerId: press.customerId, publisherName: 'Lighthouse Lane Books' }),
    ]);
    expect(await find('admin@example')).toEqual([]);
    expect((await find('example.com')).length).toBeLessThanOrEqual(20);
    expect((await admin.get(`${A}/broadcast-recipient?query=`)).statusCode).toBe(400);
  });

  it('shows who read a message, a page at a time; 404 for an unknown one', async () => {
    const m = await createMessage(admin, messageBody());
    const other = await newAuthor(t);
    await dismiss(author, m.messageId);
    await dismiss(other.client, m.messageId);
    const page = (await admin.get(`${A}/broadcast-message-reads?id=${m.messageId}&recordsPerPage=1`)).json()
      .payload;
    expect(page.totalCount).toBe(2);
    expect(page.reads).toHaveLength(1);
    expect(page.reads[0]).toMatchObject({ dismissedAt: expect.any(String), acknowledgedAt: null });
    expect((await admin.get(`${A}/broadcast-message-reads?id=${NO_ID}`)).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `${A}/broadcast-messages`],
    ['GET', `${A}/broadcast-message?messageId=${NO_ID}`],
    ['POST', `${A}/broadcast-message-create`, { message: messageBody() }],
    ['PUT', `${A}/broadcast-message-create`, { message: { ...messageBody(), messageId: NO_ID } }],
    ['DELETE', `${A}/broadcast-message-delete?id=${NO_ID}`],
    ['POST', `${A}/broadcast-message-preview`, { message: messageBody() }],
    ['GET', `${A}/preview-message?id=${NO_ID}`],
    ['GET', `${A}/broadcast-recipient?query=author`],
    ['GET', `${A}/broadcast-message-reads?id=${NO_ID}`],
  ];

  it('answers 401 signed out and 403 to an author, before looking at the input; nothing changes', async () => {
    const before = (await list('recordsPerPage=1')).totalCount;
    for (const [method, url, body] of calls) {
      const opts = body ? { body } : {};
      expect((await anonymous.request(method as 'GET', url, opts)).statusCode, `${method} ${url}`).toBe(401);
      expect((await author.request(method as 'GET', url, opts)).statusCode, `${method} ${url}`).toBe(403);
      if (body)
        expect((await author.request(method as 'POST', url, { body: { junk: true } })).statusCode).toBe(403);
    }
    expect((await list('recordsPerPage=1')).totalCount).toBe(before);
  });
});
