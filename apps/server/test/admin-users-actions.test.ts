import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient, auditOf, customerIdOf, targetAccount } from './admin-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

const U = '/api/admin/users';
let t: TestApp;
let admin: TestClient;
let author: TestClient;
let authorId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminClient(t);
  author = t.client();
  await author.signIn(AUTHOR);
  authorId = await customerIdOf(t, AUTHOR.email);
});
afterAll(() => t.close());

const mailbox = async (to: string) =>
  (
    (await admin.get('/api/dev/mailbox')).json().payload.messages as {
      recipient: string;
      subject: string;
      text: string;
      kind: string;
    }[]
  ).filter((m) => m.recipient === to);
const businessStatus = async (c: TestClient) =>
  (await c.get('/api/authentication/session')).json().payload.user.businessStatus;

describe('change-business-status', () => {
  it('changes the status, records who, what, before, after and the trimmed reason, and e-mails the publisher', async () => {
    const before = (await mailbox(AUTHOR.email)).length;
    const res = await admin.post(`${U}/change-business-status`, {
      vendorNum: 'V1000001',
      status: 'OnHold',
      reason: '   Royalty dispute under review   ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ emailed: true, user: { businessStatus: 'OnHold' } });
    expect(await businessStatus(author)).toBe('OnHold');

    const [entry] = await auditOf(admin, authorId);
    expect(entry).toMatchObject({
      action: 'user.change-business-status',
      actorEmail: 'admin@example.com',
      before: { businessStatus: 'Active' },
      after: { businessStatus: 'OnHold' },
      reason: 'Royalty dispute under review',
    });
    const mails = await mailbox(AUTHOR.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({
      kind: 'business-status',
      subject: expect.stringContaining('On Sale Hold'),
    });
    expect(mails[0]!.text).toContain('Royalty dispute under review');
  });

  it('payment hold is not e-mailed (spec 3 §4)', async () => {
    const before = (await mailbox(AUTHOR.email)).length;
    const res = await admin.post(`${U}/change-business-status`, {
      vendorNum: 'V1000001',
      status: 'PaymentOnHold',
      reason: 'Tax form missing',
    });
    expect(res.json().payload.emailed).toBe(false);
    expect(await businessStatus(author)).toBe('PaymentOnHold');
    expect((await mailbox(AUTHOR.email)).length).toBe(before);
  });

  it('the action and its record commit together: a failing audit write leaves the status and the outbox untouched', async () => {
    await t.database.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as
               $$ begin raise exception 'audit refused'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()',
      ),
    );
    try {
      const mails = (await mailbox(AUTHOR.email)).length;
      const res = await admin.post(`${U}/change-business-status`, {
        vendorNum: 'V1000001',
        status: 'Terminated',
        reason: 'should not stick',
      });
      expect(res.statusCode).toBe(500);
      expect(await businessStatus(author)).toBe('PaymentOnHold');
      expect((await mailbox(AUTHOR.email)).length).toBe(mails);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function refuse_audit()'));
    }
    const back = await admin.post(`${U}/change-business-status`, {
      vendorNum: 'V1000001',
      status: 'Active',
      reason: 'Resolved',
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('deactivate-user', () => {
  it('ends every session of the user at once, refuses their sign-in and records the reason', async () => {
    const target = await targetAccount(t);
    const second = t.client();
    await second.signIn({ email: target.email, password: 'Quill7Write' });
    const res = await admin.post(`${U}/deactivate-user`, { id: target.customerId, reason: 'tos violation' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({
      sessionsEnded: 2,
      user: { deactivationReason: 'tos violation' },
    });
    for (const c of [target.client, second]) {
      const s = await c.get('/api/authentication/session');
      expect(s.json().payload?.user ?? null, s.body).toBeNull();
    }
    const again = t.client();
    await again.fetchCsrf();
    const signIn = await again.post('/api/authentication/signin', {
      email: target.email,
      password: 'Quill7Write',
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('ACCOUNT_DEACTIVATED');
    const [entry] = await auditOf(admin, target.customerId);
    expect(entry).toMatchObject({
      action: 'user.deactivate',
      reason: 'tos violation',
      after: { sessionsEnded: 2 },
    });
  });

  it('an administrator cannot deactivate or demote themselves', async () => {
    const me = await customerIdOf(t, 'admin@example.com');
    const res = await admin.post(`${U}/deactivate-user`, { id: me, reason: 'user request' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('id');
    expect((await admin.post(`${U}/change-user-role`, { id: me, role: 'AUTHOR' })).statusCode).toBe(400);
  });
});

describe('change-user-role and set-account-permissions', () => {
  it('a promoted author can use the back office at once; demoted, they cannot', async () => {
    const target = await targetAccount(t);
    expect((await target.client.post(`${U}/search`, {})).statusCode).toBe(403);
    await admin.post(`${U}/change-user-role`, { id: target.customerId, role: 'ADMIN' });
    expect((await target.client.post(`${U}/search`, {})).statusCode).toBe(200);
    await admin.post(`${U}/change-user-role`, { id: target.customerId, role: 'AUTHOR' });
    expect((await target.client.post(`${U}/search`, {})).statusCode).toBe(403);
    const entries = await auditOf(admin, target.customerId);
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['user.change-role', { role: 'AUTHOR' }],
      ['user.change-role', { role: 'ADMIN' }],
    ]);
  });

  it('stores every permission field with the domain rules; the user holds the granted features', async () => {
    const target = await targetAccount(t, 'V7100001');
    const res = await admin.post(`${U}/set-account-permissions`, {
      vendorNum: 'V7100001',
      userId: target.customerId,
      canRefer: true,
      hasMerchandising: true,
      isPreOrderEnabled: true,
      authorAccess: '5',
      hasFreeIsbnAccess: -1,
      analyticsAccess: 'site, reading',
      customEbookSampling: true,
      authorSharedAccess: false,
      expandedDistributionAccess: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const account = (await admin.get(`${U}/account/${target.customerId}`)).json().payload;
    expect(account).toMatchObject({
      userId: target.customerId,
      vendorNum: 'V7100001',
      canRefer: true,
      isMerchandisingAvailable: true,
      hasMerchandising: true,
      isPreOrderEnabled: true,
      isPreOrderAvailable: true,
      authorAccess: 5,
      hasFreeIsbnAccess: -1,
      analyticsAccess: 'SITE,READING',
      customEbookSampling: true,
      authorSharedAccess: false,
      expandedDistributionAccess: true,
      isCoverCorrectionAvailable: false,
    });
    const me = (await target.client.get('/api/authentication/session')).json().payload.user;
    expect(me.permissions).toEqual(
      expect.arrayContaining(['MERCHANDISING', 'AUTHOR_PAGES', 'EXPANDED_DIST']),
    );
    expect(me).toMatchObject({
      authorAccess: 5,
      analyticsAccess: 'SITE,READING',
      vendor: { canRefer: true },
    });
    const isbn = (await target.client.get('/api/project/ISBNOptions')).json().payload;
    expect(isbn.hasFreeIsbnAccess).toBe(-1);
    const [entry] = await auditOf(admin, target.customerId);
    expect(entry!.action).toBe('user.set-account-permissions');
    expect(entry!.before).toMatchObject({ authorAccess: 0, hasFreeIsbnAccess: 0, canRefer: false });
    expect(entry!.after).toMatchObject({ authorAccess: 5, hasFreeIsbnAccess: -1, canRefer: true });
  });
});

describe('update-email (15014–15017)', () => {
  it('changes, refuses a taken e-mail, swaps on request', async () => {
    const a = await targetAccount(t, 'V7200001');
    const b = await targetAccount(t, 'V7200002');
    const taken = await admin.put(`${U}/update-email`, { vendorNumber: 'V7200001', emailAddress: b.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: '15017', field: 'emailAddress' });
    const missing = await admin.put(`${U}/update-email`, {
      vendorNumber: 'V7200001',
      emailAddress: 'nobody.here@example.com',
      swap: true,
    });
    expect(missing.json().errors[0]).toMatchObject({ code: '15016', field: 'emailAddress' });
    const unknown = await admin.put(`${U}/update-email`, {
      vendorNumber: 'V0000009',
      emailAddress: 'x@example.com',
    });
    expect(unknown.json().errors[0]).toMatchObject({ code: '15014', field: 'vendorNumber' });

    const swap = await admin.put(`${U}/update-email`, {
      vendorNumber: 'V7200001',
      emailAddress: b.email,
      swap: true,
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(swap.json().payload.user.email).toBe(b.email);
    expect(swap.json().payload.swappedWith.email).toBe(a.email);

    const plain = await admin.put(`${U}/update-email`, {
      vendorNumber: 'V7200002',
      emailAddress: 'Fresh.Address@Example.com',
    });
    expect(plain.json().payload.user.email).toBe('fresh.address@example.com');
    const c = t.client();
    await c.signIn({ email: 'fresh.address@example.com', password: 'Quill7Write' });
    const [entry] = await auditOf(admin, a.customerId);
    expect(entry).toMatchObject({
      action: 'user.swap-email',
      before: { email: a.email },
      after: { email: b.email },
    });
  });
});

describe('search, details, projects, free correction, reset link, look-ups', () => {
  it('searches by e-mail or publisher, 30 a page by default', async () => {
    const res = await admin.post(`${U}/search`, { search: 'V1000001' });
    expect(res.json().payload).toMatchObject({ totalCount: 1, pageNum: 1, recordsPerPage: 30 });
    expect(res.json().payload.users[0].email).toBe(AUTHOR.email);
    expect(res.body).not.toContain('argon2');
    const all = await admin.post(`${U}/search`, {
      search: 'example.com',
      sortDirection: 'desc',
      recordsPerPage: 2,
    });
    expect(all.json().payload.users).toHaveLength(2);
    const admins = await admin.post(`${U}/search`, { filter: 'Admins' });
    expect(admins.json().payload.users.map((u: { role: string }) => u.role)).toEqual(['ADMIN']);
  });

  it("lists the user's projects with the options and defaults", async () => {
    const all = (await admin.get(`${U}/projects/${authorId}?aggregate=true`)).json().payload;
    expect(all.totalCount).toBeGreaterThan(2);
    expect(all).toMatchObject({ pageNum: 1, recordsPerPage: 30 });
    expect(all.aggregate.EBOOK + all.aggregate.PRINT + all.aggregate.POD).toBe(all.totalCount);
    const ebooks = (await admin.get(`${U}/projects/${authorId}?projectsOption=EBOOK`)).json().payload;
    expect(ebooks.projects.every((p: { type: string }) => p.type === 'EBOOK')).toBe(true);
    const found = (await admin.get(`${U}/projects/${authorId}?searchText=lighthouse%20keeper`)).json()
      .payload;
    expect(found.projects[0].title).toContain('Lighthouse');
    const other = await targetAccount(t);
    expect((await admin.get(`${U}/projects/${other.customerId}`)).json().payload.totalCount).toBe(0);
  });

  it('enable-free-correction adds one, recorded', async () => {
    const res = await admin.get(`${U}/enable-free-correction/${authorId}`);
    const n = res.json().payload.freeCorrections;
    expect(n).toBeGreaterThan(0);
    expect((await admin.get(`${U}/enable-free-correction/${authorId}`)).json().payload.freeCorrections).toBe(
      n + 1,
    );
    expect((await auditOf(admin, authorId))[0]!.after).toEqual({ freeCorrections: n + 1 });
  });

  it('generate-password-reset-token e-mails a link, answers it, and the audit entry does not hold it', async () => {
    const res = await admin.get(`${U}/generate-password-reset-token/${authorId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { link, email } = res.json().payload;
    expect(email).toBe(AUTHOR.email);
    expect((await mailbox(AUTHOR.email))[0]!.text).toContain(link);
    const [entry] = await auditOf(admin, authorId);
    expect(entry!.action).toBe('user.generate-password-reset-token');
    expect(JSON.stringify(entry)).not.toContain(link);
  });

  it('retrieve_user, retrieve_email, pubid_email, search_email', async () => {
    expect((await admin.get(`/api/authentication/retrieve_user/${authorId}`)).json().payload.email).toBe(
      AUTHOR.email,
    );
    expect((await admin.get(`/api/authentication/retrieve_email/${authorId}`)).json().payload.email).toBe(
      AUTHOR.email,
    );
    expect((await admin.get('/api/authentication/pubid_email/V1000001')).json().payload.customerId).toBe(
      authorId,
    );
    const found = (await admin.post('/api/authentication/search_email', { search: 'author@' })).json()
      .payload;
    expect(found.users.map((u: { email: string }) => u.email)).toContain(AUTHOR.email);
  });
});

describe('audit trail', () => {
  it('every action above left an entry by the admin', async () => {
    const r = await t.database.db.execute(
      sql`select distinct action from audit_log where actor_email = 'admin@example.com'`,
    );
    const actions = rowsOf<{ action: string }>(r).map((x) => x.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'user.change-business-status',
        'user.deactivate',
        'user.change-role',
        'user.set-account-permissions',
        'user.swap-email',
        'user.update-email',
        'user.enable-free-correction',
        'user.generate-password-reset-token',
      ]),
    );
  });
});
