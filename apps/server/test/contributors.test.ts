import { CONTRIBUTOR_PERMISSION_CODES } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actingContributor,
  everyRowAsText,
  freshAccount,
  invite,
  setSharing,
  shareKeyFor,
  signInWithKey,
} from './contributor-helpers';
import { ADMIN, AUTHOR, buildTestApp, HOUR, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import { otherAuthor } from './project-helpers';

const C = '/api/account/contributors';
const DUPLICATE = 'A contributor already exists with this email address';
const REMOVED_TEXT = 'Please contact the author for access';

let t: TestApp;

/** A new author account with Author Shared Access approved. */
async function sharingAuthor(): Promise<TestClient> {
  const c = await otherAuthor(t);
  const email = (await c.get('/api/authentication/session')).json().payload.user.email as string;
  await setSharing(t.database, email, true);
  return c;
}
let author: TestClient;
let authorCustomerId: string;
let authorProjectId: string;

async function signInAuthor() {
  author = t.client();
  const res = await author.signIn(AUTHOR);
  authorCustomerId = res.json().payload.user.customerId;
}

beforeAll(async () => {
  t = await buildTestApp();
  await signInAuthor();
  const list = await author.get('/api/projects');
  authorProjectId = list.json().payload.projects[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('inviting a contributor', () => {
  it('e-mails a 256-bit share key link through the outbox and lists the contributor as invited', async () => {
    const email = `ada${Date.now()}@example.com`;
    const res = await invite(author, {
      email: email.toUpperCase(),
      permissions: ['ORDER_COPY', 'PROJECT_DASHBOARD'],
    });
    expect(res.statusCode).toBe(200);
    const contributor = res.json().payload.contributor;
    expect(contributor).toMatchObject({
      email,
      firstName: 'Ada',
      permissions: ['PROJECT_DASHBOARD', 'ORDER_COPY'],
      status: 'INVITED',
      acceptedAt: null,
    });
    expect(new Date(contributor.expiresAt).getTime() - new Date(contributor.invitedAt).getTime()).toBe(
      14 * 24 * HOUR,
    );
    const mails = await outboxFor(t.database, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('contributor-invitation');
    expect(mails[0]?.text_body).toContain(`${t.config.publicUrl}/contributor/?authorShareKey=`);
    const key = await shareKeyFor(t.database, email);
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.body).not.toContain(key);
    const list = await author.get(C);
    expect(list.json().payload.contributors.map((c: { email: string }) => c.email)).toContain(email);
    // Not in clear anywhere but the e-mail itself.
    expect(await everyRowAsText(t.database)).not.toContain(key);
  });

  it('refuses a second current contributor with the same e-mail in the spec words, on the e-mail field', async () => {
    const email = `dup${Date.now()}@example.com`;
    expect((await invite(author, { email, permissions: ['ORDER_COPY'] })).statusCode).toBe(200);
    const again = await invite(author, { email, permissions: ['ACCESS_LIST'], firstName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      expect.objectContaining({ code: 'CONTRIBUTOR_EXISTS', field: 'email', description: DUPLICATE }),
    ]);
    expect(await outboxFor(t.database, email)).toHaveLength(1);
    // Another author may invite the same person; after a removal the author may invite them again.
    const other = await sharingAuthor();
    expect((await invite(other, { email, permissions: ['ORDER_COPY'] })).statusCode).toBe(200);
    const id = (await author.get(C))
      .json()
      .payload.contributors.find((c: { email: string }) => c.email === email).id;
    expect((await author.request('DELETE', `${C}/${id}`)).statusCode).toBe(200);
    expect((await invite(author, { email, permissions: ['ORDER_COPY'] })).statusCode).toBe(200);
  });

  it('answers every field error of bad input on its key, and refuses inviting oneself', async () => {
    const bad = await author.post(C, { firstName: ' ', lastName: 'B', email: 'nope', permissions: [] });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field?: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'email', 'permissions']));
    const unknown = await invite(author, { email: 'x@example.com', permissions: ['ADMIN_PERMISSION'] });
    expect(unknown.statusCode).toBe(400);
    const self = await invite(author, { email: AUTHOR.email, permissions: ['ORDER_COPY'] });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0].field).toBe('email');
  });

  it('changes permissions and removes; another account gets 404 for the same id; a bad id is 404', async () => {
    const email = `chg${Date.now()}@example.com`;
    const id = (await invite(author, { email, permissions: ['ORDER_COPY'] })).json().payload.contributor.id;
    const other = await sharingAuthor();
    expect((await other.put(`${C}/${id}`, { permissions: ['ACCESS_LIST'] })).statusCode).toBe(404);
    expect((await other.request('DELETE', `${C}/${id}`)).statusCode).toBe(404);
    expect((await author.put(`${C}/${id}`, { permissions: [] })).statusCode).toBe(400);
    expect((await author.put(`${C}/not-a-uuid`, { permissions: ['ORDER_COPY'] })).statusCode).toBe(404);
    const changed = await author.put(`${C}/${id}`, {
      permissions: ['ACCESS_LIST', 'SALES_REPORT_DASHBOARD'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload.contributor.permissions).toEqual(['SALES_REPORT_DASHBOARD', 'ACCESS_LIST']);
    expect((await author.request('DELETE', `${C}/${id}`)).statusCode).toBe(200);
    expect((await author.request('DELETE', `${C}/${id}`)).statusCode).toBe(404);
    expect((await author.get(C)).json().payload.contributors.some((c: { id: string }) => c.id === id)).toBe(
      false,
    );
  });
});

describe('Author Shared Access (spec 3 §6)', () => {
  it('is needed to invite or change; withdrawn, the contributors are out (34007) and keys refused; removal stays open', async () => {
    const plain = await otherAuthor(t);
    const refused = await invite(plain, {
      email: `nope${Date.now()}@example.com`,
      permissions: ['ORDER_COPY'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('FORBIDDEN');

    const { client, id, key, account } = await actingContributor(t, author, ['ORDER_COPY']);
    expect((await client.get('/api/projects')).statusCode).toBe(200);
    await setSharing(t.database, AUTHOR.email, false);
    try {
      const res = await client.get('/api/projects');
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ code: '34007', description: REMOVED_TEXT });
      expect((await signInWithKey(t.client(), account, key)).json().errors[0].code).toBe('SHARE_KEY_INVALID');
      expect((await author.put(`${C}/${id}`, { permissions: ['ACCESS_LIST'] })).statusCode).toBe(403);
      expect((await author.get(C)).statusCode).toBe(200);
    } finally {
      await setSharing(t.database, AUTHOR.email, true);
    }
    // Approved again, the same session works again (it was never ended by the server).
    expect((await client.get('/api/projects')).statusCode).toBe(200);
    expect((await author.request('DELETE', `${C}/${id}`)).statusCode).toBe(200);
  });
});

describe('signing in with the share key', () => {
  it('works inside the author account: order copy opens the dashboard but cannot change book details', async () => {
    const { client, key, account } = await actingContributor(t, author, ['ORDER_COPY']);
    const session = (await client.get('/api/authentication/session')).json().payload.user;
    expect(session.email).toBe(account.email);
    expect(session.actingFor).toMatchObject({ customerId: authorCustomerId, firstName: expect.any(String) });
    expect(session.accessList).toEqual(['ORDER_COPY']);
    const mine = (await author.get('/api/projects')).json().payload.projects.map((p: { id: string }) => p.id);
    const theirs = await client.get('/api/projects');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().payload.projects.map((p: { id: string }) => p.id)).toEqual(mine);
    expect((await client.get(`/api/project/${authorProjectId}`)).statusCode).toBe(200);
    const save = await client.post('/api/project', { id: authorProjectId, title: 'Not allowed' });
    expect(save.statusCode).toBe(403);
    expect(save.json().errors[0].code).toBe('FORBIDDEN');
    expect((await author.get(`/api/project/${authorProjectId}`)).json().payload.title).not.toBe(
      'Not allowed',
    );
    // Out of the granted scope: the author's vendor data, the contributor list, the admin calls.
    expect((await client.get('/api/vendor/info')).statusCode).toBe(403);
    expect((await client.get(C)).statusCode).toBe(403);
    // Their own account stays theirs.
    expect((await client.get('/api/account/profile')).json().payload.email).toBe(account.email);
    // The key now belongs to this account: the page says ACTIVE.
    const page = await t.client().get(`/api/authentication/getContributor?queryParam=${key}`);
    expect(page.json().payload).toMatchObject({ status: 'ACTIVE', contributor: { email: account.email } });
  });

  it('takes a change of permissions on the next call (project dashboard then changes a book)', async () => {
    const { client, id } = await actingContributor(t, author, ['ORDER_COPY']);
    expect((await client.post('/api/project', { id: authorProjectId, title: 'Renamed' })).statusCode).toBe(
      403,
    );
    expect((await author.put(`${C}/${id}`, { permissions: ['PROJECT_DASHBOARD'] })).statusCode).toBe(200);
    const save = await client.post('/api/project', {
      id: authorProjectId,
      title: 'Renamed by a contributor',
    });
    expect(save.statusCode).toBe(200);
    expect((await author.get(`/api/project/${authorProjectId}`)).json().payload.title).toBe(
      'Renamed by a contributor',
    );
  });

  it('answers 34007 with the spec text on the next call once removed; sign-out still works', async () => {
    const { client, id } = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    expect((await client.get('/api/projects')).statusCode).toBe(200);
    expect((await author.request('DELETE', `${C}/${id}`)).statusCode).toBe(200);
    for (const res of [
      await client.get('/api/projects'),
      await client.get('/api/authentication/session'),
      await client.post('/api/project', { id: authorProjectId, title: 'After removal' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ code: '34007', description: REMOVED_TEXT });
    }
    expect((await client.get('/api/authentication/logout')).statusCode).toBe(200);
    expect((await client.get('/api/authentication/session')).json().payload.user).toBeNull();
  });

  it('refuses an expired key, a removed key, an unknown key and a key sent to someone else; no session starts', async () => {
    const expiredAccount = await freshAccount(t);
    await invite(author, { email: expiredAccount.email, permissions: ['ORDER_COPY'] });
    const expiredKey = await shareKeyFor(t.database, expiredAccount.email);
    const removedAccount = await freshAccount(t);
    const removedId = (
      await invite(author, { email: removedAccount.email, permissions: ['ORDER_COPY'] })
    ).json().payload.contributor.id;
    const removedKey = await shareKeyFor(t.database, removedAccount.email);
    await author.request('DELETE', `${C}/${removedId}`);
    const stranger = await freshAccount(t);
    const strangerKeyAccount = await freshAccount(t);
    await invite(author, { email: strangerKeyAccount.email, permissions: ['ORDER_COPY'] });
    const strangerKey = await shareKeyFor(t.database, strangerKeyAccount.email);

    const page = await t.client().get(`/api/authentication/getContributor?queryParam=${removedKey}`);
    expect(page.json().payload.status).toBe('REMOVED');

    t.clock.advance(14 * 24 * HOUR + 1000);
    try {
      expect(
        (await t.client().get(`/api/authentication/getContributor?queryParam=${expiredKey}`)).json().payload
          .status,
      ).toBe('EXPIRED');
      for (const [account, key] of [
        [expiredAccount, expiredKey],
        [removedAccount, removedKey],
        [stranger, strangerKey],
        [stranger, 'x'.repeat(43)],
      ] as const) {
        const c = t.client();
        const res = await signInWithKey(c, account, key);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0]).toMatchObject({ code: 'SHARE_KEY_INVALID', field: 'authorShareKey' });
        expect((await c.get('/api/authentication/session')).json().payload.user).toBeNull();
      }
    } finally {
      t.clock.advance(-(14 * 24 * HOUR + 1000));
      await signInAuthor(); // the sign-ins during the jump cleared the author's then-expired session
    }
  });

  it('keeps working for the account that accepted the key, at a later sign-in after the invitation expired', async () => {
    const { account, key } = await actingContributor(t, author, ['ORDER_COPY']);
    t.clock.advance(15 * 24 * HOUR);
    try {
      const c = t.client();
      const res = await signInWithKey(c, account, key);
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.user.actingFor.customerId).toBe(authorCustomerId);
    } finally {
      t.clock.advance(-15 * 24 * HOUR);
      await signInAuthor();
    }
  });

  it('an administrator acting as a contributor has no administrator power and sees only the author books', async () => {
    await invite(author, { email: ADMIN.email, permissions: ['PROJECT_DASHBOARD'] });
    const key = await shareKeyFor(t.database, ADMIN.email);
    const admin = t.client();
    const res = await signInWithKey(admin, ADMIN, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.user.permissions).not.toContain('ADMIN_PERMISSION');
    expect((await admin.post('/api/admin/users/search', { search: 'example.com' })).statusCode).toBe(403);
    const mine = (await author.get('/api/projects')).json().payload.totalCount;
    expect((await admin.get('/api/projects')).json().payload.totalCount).toBe(mine);
    // Signed in without the key, the same account is an administrator again.
    const plain = t.client();
    await plain.signIn(ADMIN);
    expect((await plain.post('/api/admin/users/search', { search: 'example.com' })).statusCode).toBe(200);
  });

  it('with two-step verification on, the key comes again with the second step, which opens the acting session', async () => {
    const account = await freshAccount(t);
    const own = t.client();
    await own.signIn(account);
    expect((await own.post('/api/account/generateCode?type=EMAIL')).statusCode).toBe(200);
    const code1 = /\b(\d{6})\b/.exec(
      (await outboxFor(t.database, account.email)).at(-1)?.text_body ?? '',
    )?.[1];
    expect((await own.post(`/api/account/verifyotp?type=EMAIL&otp=${code1}`)).statusCode).toBe(200);
    expect((await own.post('/api/account/two-step/enable', { method: 'EMAIL' })).statusCode).toBe(200);
    await invite(author, { email: account.email, permissions: ['ORDER_COPY'] });
    const key = await shareKeyFor(t.database, account.email);

    const c = t.client();
    const first = await signInWithKey(c, account, key);
    expect(first.statusCode).toBe(200);
    const pending = first.json().payload.twoStep;
    expect(pending).toBeTruthy();
    const code = /\b(\d{6})\b/.exec(
      (await outboxFor(t.database, account.email)).at(-1)?.text_body ?? '',
    )?.[1];
    const done = await c.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'CODE',
      code,
      authorShareKey: key,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().payload.user.actingFor.customerId).toBe(authorCustomerId);
    await c.fetchCsrf();
    expect((await c.get('/api/authentication/session')).json().payload.user.accessList).toEqual([
      'ORDER_COPY',
    ]);
    expect((await c.post('/api/project', { id: authorProjectId, title: 'Nope' })).statusCode).toBe(403);
  });

  it('getContributor: the author and the invitee for a key; 400 for an unknown or missing key', async () => {
    const email = `page${Date.now()}@example.com`;
    await invite(author, { email, permissions: ['MANAGE_PROMOTION'] });
    const key = await shareKeyFor(t.database, email);
    const res = await t.client().get(`/api/authentication/getContributor?queryParam=${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      author: { firstName: expect.any(String) },
      contributor: { email, firstName: 'Ada', lastName: 'Byron' },
      permissions: ['MANAGE_PROMOTION'],
      status: 'INVITED',
    });
    const unknown = await t.client().get('/api/authentication/getContributor?queryParam=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].code).toBe('SHARE_KEY_INVALID');
    expect((await t.client().get('/api/authentication/getContributor')).statusCode).toBe(400);
  });
});

describe('the projects service holds without the route rules', () => {
  it('refuses a book change to an acting contributor without project dashboard, whatever route calls it', async () => {
    const { createServices } = await import('../src/services');
    const services = createServices(t.database.db, t.config, t.database.kind);
    const me = (await author.get('/api/authentication/session')).json().payload.user;
    const acting = {
      ...me,
      customerId: 'C000000001',
      actingFor: { customerId: me.customerId, firstName: 'A', lastName: 'B' },
    };
    await expect(
      services.projects.save(
        { ...acting, accessList: ['ORDER_COPY'] },
        { id: authorProjectId, title: 'Sneaky' },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      services.projects.remove({ ...acting, accessList: ['MANAGE_PROMOTION'] }, authorProjectId),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await author.get(`/api/project/${authorProjectId}`)).json().payload.title).not.toBe('Sneaky');
  });
});

describe('role × endpoint: no unexpected success', () => {
  type Who = { name: string; client: () => TestClient; perm?: string };
  let victimId: string;
  const who: Who[] = [];
  const contributors = new Map<string, TestClient>();

  beforeAll(async () => {
    victimId = (
      await invite(author, { email: `victim${Date.now()}@example.com`, permissions: ['ORDER_COPY'] })
    ).json().payload.contributor.id;
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    const other = await sharingAuthor();
    const admin = t.client();
    await admin.signIn(ADMIN);
    who.push({ name: 'anonymous', client: () => anonymous });
    who.push({ name: 'author', client: () => author });
    who.push({ name: 'other author', client: () => other });
    who.push({ name: 'admin', client: () => admin });
    for (const perm of CONTRIBUTOR_PERMISSION_CODES) {
      contributors.set(perm, (await actingContributor(t, author, [perm])).client);
      who.push({ name: `contributor ${perm}`, client: () => contributors.get(perm) as TestClient, perm });
    }
  });

  it('list, invite, change, remove and the project calls answer only whom they should', async () => {
    const outcomes: string[] = [];
    for (const w of who) {
      const c = w.client();
      const list = await c.get(C);
      const create = await invite(c, {
        email: `m${Date.now()}${w.name.length}x${outcomes.length}@example.com`,
        permissions: ['ORDER_COPY'],
      });
      const change = await c.put(`${C}/${victimId}`, { permissions: ['ORDER_COPY'] });
      const dashboard = await c.get('/api/projects');
      const save = await c.post('/api/project', { id: authorProjectId, title: 'Matrix title' });
      const row = [
        w.name,
        list.statusCode,
        create.statusCode,
        change.statusCode,
        dashboard.statusCode,
        save.statusCode,
      ];
      outcomes.push(row.join(' '));
      const expected: Record<string, number[]> = {
        anonymous: [401, 401, 401, 401, 401],
        author: [200, 200, 200, 200, 200],
        'other author': [200, 200, 404, 200, 404],
        // No "Author Shared Access": the administrator's own account does not share.
        admin: [200, 403, 403, 200, 200],
        'contributor PROJECT_DASHBOARD': [403, 403, 403, 200, 200],
        'contributor ORDER_COPY': [403, 403, 403, 200, 403],
        'contributor MANAGE_PROMOTION': [403, 403, 403, 200, 403],
        'contributor SALES_REPORT_DASHBOARD': [403, 403, 403, 403, 403],
        'contributor AUTHOR_PAGES': [403, 403, 403, 403, 403],
        'contributor ACCESS_LIST': [200, 403, 403, 403, 403],
      };
      expect(row.slice(1), w.name).toEqual(expected[w.name]);
      if (w.perm === 'ACCESS_LIST') {
        // The author's list, read-only.
        expect(list.json().payload.contributors.some((x: { id: string }) => x.id === victimId)).toBe(true);
      }
      if (w.name === 'other author' || w.name === 'admin') {
        expect(list.json().payload.contributors.some((x: { id: string }) => x.id === victimId)).toBe(false);
      }
    }
    // Removal last (it ends the victim's grant): only the author.
    for (const w of who.filter((x) => x.name !== 'author')) {
      const res = await w.client().request('DELETE', `${C}/${victimId}`);
      expect([401, 403, 404], w.name).toContain(res.statusCode);
    }
    expect((await author.request('DELETE', `${C}/${victimId}`)).statusCode).toBe(200);
  });

  it('lists every contributor endpoint in the OpenAPI reference with its body', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    expect(doc.paths[C].get).toBeTruthy();
    expect(doc.paths[C].post.requestBody).toBeTruthy();
    expect(doc.paths[`${C}/{id}`].put.requestBody).toBeTruthy();
    expect(doc.paths[`${C}/{id}`].delete).toBeTruthy();
    expect(
      doc.paths['/api/authentication/getContributor'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('queryParam');
  });
});
