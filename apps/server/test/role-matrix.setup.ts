import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRIBUTOR_PERMISSION_CODES, type ContributorPermission } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import { adminClient } from './admin-helpers';
import { actingContributor, invite, setSharing, shareKeyFor, signInWithKey } from './contributor-helpers';
import {
  ADMIN,
  AUTHOR,
  buildTestApp,
  type ConfigOverrides,
  newAccount,
  type TestApp,
  TestClient,
} from './helpers';
import { outboxFor } from './mail-helpers';
import { grantMerchandising } from './promotions-helpers';
import { US_PAYMENT, US_PUBLISHER } from './vendor-helpers';

/**
 * The callers of the role × endpoint test (role-matrix.test.ts): who they are, one signed-in
 * session each (reused by every row), and the few fixtures the rows point at.
 */

export type ContributorRole = `contributor:${ContributorPermission}`;
export type Role = 'anonymous' | 'owner' | 'otherAuthor' | ContributorRole | 'admin';

export const CONTRIBUTOR_ROLES = CONTRIBUTOR_PERMISSION_CODES.map(
  (p) => `contributor:${p}` as ContributorRole,
);
/** Every caller, in the order the test runs them. */
export const ROLES: readonly Role[] = ['anonymous', 'owner', 'otherAuthor', ...CONTRIBUTOR_ROLES, 'admin'];

export interface Identity {
  email: string;
  password: string;
  customerId: string;
}

export interface Caller {
  role: Role;
  /** The session every row reuses (a copy of it makes each call, so cookies it answers do not stick). */
  client: TestClient;
  /** Null for the anonymous caller. */
  identity: Identity | null;
  /** A new session of the same caller, for calls that end or replace the session they are made in. */
  fresh(): Promise<TestClient>;
}

export const RECOVERY_QUESTION = 'What city were you born in?';
export const RECOVERY_ANSWER = 'London';
const TOKEN_IN = /forgotPassToken=([A-Za-z0-9_-]+)/;

export interface MatrixContext {
  t: TestApp;
  callers: Record<Role, Caller>;
  /** The demo author: the account the contributors act for, and the one other callers reach for. */
  owner: Identity & { vendorNumber: string; projectId: string; addressId: string; spareGrantId: string };
  /** An account whose credentials anybody may sign in with (the public sign-in rows). */
  signer: Identity;
  /** An account whose password the forgot-password rows reset. */
  recovering: Identity;
  /** A vendor the administrator rows act on (tax form uploaded, waiting for review). */
  vendor: Identity & { vendorNumber: string };
  /** A share key of the owner's (for getContributor). */
  shareKey: string;
  /** A retailer's API key (the /api/retail rows' retailer). */
  retailerKey: string;
  /** A brand-new account, signed out (for actions that cannot be repeated on one account). */
  newAccount(): Promise<Identity>;
  /** A brand-new account an administrator deactivated. */
  newDeactivatedAccount(): Promise<Identity>;
  /** A brand-new account with two-step verification on (by e-mail). */
  newTwoStepAccount(): Promise<Identity>;
  /** An unused reset link token of `recovering`. */
  resetToken(): Promise<string>;
  /** A grant of the owner's that no one else uses. */
  newGrantId(): Promise<string>;
  /** The id of a new session of the owner (signed in elsewhere). */
  newOwnerSessionId(): Promise<string>;
  /** The owner's demo books (role-matrix.projects.ts and its kin): each as its seed left it. */
  books: OwnersBooks;
  /** A new book of the owner's, for a call that changes or deletes one. */
  newOwnerProject(body?: Record<string, unknown>): Promise<{ id: string; groupProjectId: string }>;
}

export interface OwnersBooks {
  /** On sale, with an ISBN, its files approved: The Lighthouse Keeper's Daughter. */
  onSaleEbook: string;
  /** Ordered print-on-demand, files approved: Field Notes from the Allotment. */
  orderedPod: string;
  /** A new print book, no files: Harbour Lights. */
  newPrint: string;
  /** An eBook being edited, no files, in a series: The Glass Foundry. */
  editingEbook: string;
}

/** A copy of a client's session: what it answers (cookies set or cleared) leaves the original alone. */
export function fork(client: TestClient, app: TestApp['app']): TestClient {
  const copy = new TestClient(app);
  for (const [k, v] of client.cookies) copy.cookies.set(k, v);
  copy.csrfToken = client.csrfToken;
  return copy;
}

async function customerIdOf(t: TestApp, email: string): Promise<string> {
  const rows = rowsOf<{ customer_id: string }>(
    await t.database.db.execute(sql`select customer_id from users where email = ${email}`),
  );
  const id = rows[0]?.customer_id;
  if (!id) throw new Error(`no account ${email}`);
  return id;
}

function ok<T>(res: { statusCode: number; body: string; json(): { payload: T } }, what: string): T {
  if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res.json().payload;
}

async function signedIn(t: TestApp, credentials: { email: string; password: string }): Promise<TestClient> {
  const c = t.client();
  await c.signIn(credentials);
  return c;
}

async function anonymousClient(t: TestApp): Promise<TestClient> {
  const c = t.client();
  await c.fetchCsrf();
  return c;
}

/** One app for the file: tax forms need a data key and a place to store them (`overrides`: a test's own). */
export function matrixTestApp(overrides: ConfigOverrides = {}): Promise<TestApp> {
  const base = loadConfig({});
  return buildTestApp({
    files: {
      ...base.files,
      storage: { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'quire-matrix-')) },
      // The uploads' checks run in the background; EpubCheck has its own tests.
      epubcheck: 'off',
    },
    // Every caller answers the security question; the limit itself has its own tests.
    recovery: { rateLimit: { max: 1000, windowMs: 15 * 60_000 } },
    ...overrides,
  });
}

const PDF = Buffer.from('%PDF-1.4\nW-9\n%%EOF\n');

/** A multipart body with a small PDF as `file` (the tax form upload). */
export function taxFormBody(): { raw: Buffer; headers: Record<string, string> } {
  const boundary = '----quire-matrix';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w9.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function setUpMatrix(t: TestApp): Promise<MatrixContext> {
  let n = 0;
  const createAccount = async (): Promise<Identity> => {
    n += 1;
    const body = newAccount({
      email: `matrix${Date.now()}${n}@example.com`,
      secretQuestion: RECOVERY_QUESTION,
      secretAnswer: RECOVERY_ANSWER,
    });
    const c = await anonymousClient(t);
    const user = ok<{ user: { customerId: string } }>(
      await c.post('/api/authentication/create-account', body),
      'create-account',
    ).user;
    return { email: body.email, password: body.password, customerId: user.customerId };
  };

  // The owner, with a project, an address and a spare grant.
  const owner = await signedIn(t, AUTHOR);
  const ownerUser = ok<{ user: { customerId: string; vendorNumber: string | null } }>(
    await owner.get('/api/authentication/session'),
    'session',
  ).user;
  if (!ownerUser.vendorNumber) throw new Error('the demo author has no vendor number');
  const projectId = ok<{ projects: { id: string }[] }>(await owner.get('/api/projects'), 'projects')
    .projects[0]?.id as string;
  const addressId = ok<{ addressId: string }>(
    await owner.put('/api/account/addressbook', ADDRESS),
    'addressbook',
  ).addressId;
  const newGrantId = async () => {
    n += 1;
    const res = await invite(owner, {
      email: `grant${Date.now()}${n}@example.com`,
      permissions: ['ORDER_COPY'],
    });
    return ok<{ contributor: { id: string } }>(res, 'invite').contributor.id;
  };
  const spareGrantId = await newGrantId();

  // Another author, who may share their own account too (so their refusals are about ownership).
  const other = await createAccount();
  await setSharing(t.database, other.email, true);
  // And nominates their own books for promotions, so their refusals there are about ownership too.
  await grantMerchandising(t, other.email);

  // One contributor per permission, each invited by the owner with that permission alone.
  const contributors = new Map<ContributorRole, { client: TestClient; key: string; account: Identity }>();
  for (const role of CONTRIBUTOR_ROLES) {
    const permission = role.slice('contributor:'.length);
    const c = await actingContributor(t, owner, [permission]);
    const account = { ...c.account, customerId: await customerIdOf(t, c.account.email) };
    contributors.set(role, { client: c.client, key: c.key, account });
  }

  // A vendor for the administrator rows: registered, bank details in, tax form uploaded.
  const vendorIdentity = await createAccount();
  const vendorClient = await signedIn(t, vendorIdentity);
  ok(
    await vendorClient.post('/api/project/createPublisherAccount', { publisherInfo: US_PUBLISHER }),
    'publisher',
  );
  const vendorNumber = ok<{ publisher: { vendorNumber: string } }>(
    await vendorClient.post('/api/vendor/updatePaymentInfo', US_PAYMENT),
    'payment',
  ).publisher.vendorNumber;
  const admin = await adminClient(t);
  const retailerKey = ok<{ secret: string }>(
    await admin.post('/api/admin/retailer-keys', { name: 'Role matrix' }),
    'retailer-keys',
  ).secret;
  const form = taxFormBody();
  ok(await admin.request('POST', `/api/admin/file-upload?vendorNumber=${vendorNumber}`, form), 'file-upload');

  const recovering = await createAccount();
  const signer = await createAccount();

  const callers = {} as Record<Role, Caller>;
  const add = (
    role: Role,
    client: TestClient,
    identity: Identity | null,
    fresh: () => Promise<TestClient>,
  ) => {
    callers[role] = { role, client, identity, fresh };
  };
  add('anonymous', await anonymousClient(t), null, () => anonymousClient(t));
  add('owner', owner, { ...AUTHOR, customerId: ownerUser.customerId }, () => signedIn(t, AUTHOR));
  add('otherAuthor', await signedIn(t, other), other, () => signedIn(t, other));
  for (const [role, c] of contributors) {
    add(role, c.client, c.account, async () => {
      const fresh = t.client();
      ok(await signInWithKey(fresh, c.account, c.key), 'sign-in with key');
      return fresh;
    });
  }
  add('admin', admin, { ...ADMIN, customerId: await customerIdOf(t, ADMIN.email) }, () => signedIn(t, ADMIN));

  const titled = ok<{ projects: { id: string; title: string | null }[] }>(
    await owner.get('/api/projects?limit=100'),
    'projects',
  ).projects;
  const bookTitled = (title: string) => {
    const id = titled.find((p) => p.title === title)?.id;
    if (!id) throw new Error(`the demo author has no book ${title}`);
    return id;
  };
  const books: OwnersBooks = {
    onSaleEbook: bookTitled('The Lighthouse Keeper’s Daughter'),
    orderedPod: bookTitled('Field Notes from the Allotment'),
    newPrint: bookTitled('Harbour Lights'),
    editingEbook: bookTitled('The Glass Foundry'),
  };

  return {
    t,
    callers,
    owner: {
      ...AUTHOR,
      customerId: ownerUser.customerId,
      vendorNumber: ownerUser.vendorNumber,
      projectId,
      addressId,
      spareGrantId,
    },
    signer,
    recovering,
    vendor: { ...vendorIdentity, vendorNumber },
    retailerKey,
    shareKey: await shareKeyFor(
      t.database,
      (contributors.get('contributor:ORDER_COPY') as { account: Identity }).account.email,
    ),
    newAccount: createAccount,
    async newDeactivatedAccount() {
      const a = await createAccount();
      ok(
        await admin.post('/api/admin/users/deactivate-user', { id: a.customerId, reason: 'user request' }),
        'deactivate-user',
      );
      return a;
    },
    async newTwoStepAccount() {
      const a = await createAccount();
      // As the account holder's enable would leave it (that path has its own tests in two-step.test.ts).
      await t.database.db.execute(
        sql`insert into two_step_settings (user_id, method, enabled_at, updated_at)
            select id, 'EMAIL', now(), now() from users where customer_id = ${a.customerId}`,
      );
      return a;
    },
    async resetToken() {
      const c = await anonymousClient(t);
      ok(
        await c.post('/api/authentication/forgot-password-question-answer', {
          email: recovering.email,
          question: RECOVERY_QUESTION,
          answer: RECOVERY_ANSWER,
        }),
        'forgot-password-question-answer',
      );
      const token = TOKEN_IN.exec(
        (await outboxFor(t.database, recovering.email)).at(-1)?.text_body ?? '',
      )?.[1];
      if (!token) throw new Error('no reset link in the outbox');
      return token;
    },
    newGrantId,
    async newOwnerSessionId() {
      const elsewhere = await signedIn(t, AUTHOR);
      const sessions = ok<{ sessions: { id: string; current: boolean }[] }>(
        await elsewhere.get('/api/account/sessions'),
        'sessions',
      ).sessions;
      return (sessions.find((s) => s.current) as { id: string }).id;
    },
    books,
    async newOwnerProject(body = {}) {
      n += 1;
      return ok<{ id: string; groupProjectId: string }>(
        await fork(owner, t.app).post('/api/project', { type: 'EBOOK', title: `Matrix Book ${n}`, ...body }),
        'new project',
      );
    },
  };
}

export const ADDRESS = {
  nickname: 'Home',
  firstName: 'Mary',
  lastName: 'Shelley',
  address1: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
  phoneNumber: '2175550100',
};
