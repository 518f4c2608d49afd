import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { demoBooks } from './cart-helpers';
import type { TestClient } from './helpers';
import { placeOrder } from './order-helpers';
import { otherAuthor } from './project-helpers';
import { definition, sentDay } from './promotions-helpers';
import { issueKey } from './retail-helpers';
import type { Call } from './role-matrix.outcomes';
import { fork, type MatrixContext, taxFormBody } from './role-matrix.setup';
import { newVendor, US_PAYMENT, US_PUBLISHER } from './vendor-helpers';

/** Who makes a probe's call: the owner of the ids in it, or an administrator. */
export type ProbeRole = 'owner' | 'admin';

export interface OwnCall {
  as: ProbeRole;
  call: (ctx: MatrixContext) => Call | Promise<Call>;
  /**
   * A session of an account of the call's own (where the owner's state would make the call refuse
   * for a reason of its own) and another session of the same account; default: the role's.
   */
  sessions?: (ctx: MatrixContext) => Promise<{ session: TestClient; elsewhere: TestClient }>;
}

const asAdmin = (ctx: MatrixContext) => fork(ctx.callers.admin.client, ctx.t.app);
const asOwner = (ctx: MatrixContext) => fork(ctx.callers.owner.client, ctx.t.app);

async function payloadOf<T>(res: Promise<{ statusCode: number; body: string }>, what: string): Promise<T> {
  const answer = await res;
  if (answer.statusCode !== 200) throw new Error(`${what} answered ${answer.statusCode}: ${answer.body}`);
  return JSON.parse(answer.body).payload as T;
}

/** Made once per matrix: several calls share one fixture. */
const made = new WeakMap<MatrixContext, Map<string, Promise<unknown>>>();
function once<T>(ctx: MatrixContext, name: string, make: () => Promise<T>): Promise<T> {
  const mine = made.get(ctx) ?? new Map<string, Promise<unknown>>();
  made.set(ctx, mine);
  if (!mine.has(name)) mine.set(name, make());
  return mine.get(name) as Promise<T>;
}

/** An order the owner placed through the cart: the administrators' cancel and advance act on it. */
const ownersOrder = (ctx: MatrixContext) =>
  once(ctx, 'order', async () => {
    const { book } = await demoBooks(asOwner(ctx));
    return (await placeOrder(ctx.t, asOwner(ctx), book.id)).orderNumber;
  });

/** A trade publisher of its own (the administrators' publisher calls). */
const tradePublisher = (ctx: MatrixContext, name: string) =>
  once(ctx, `publisher ${name}`, async () => {
    const vendorNumber = `CSRF-${name}-${Date.now() % 1_000_000}`;
    await payloadOf(
      asAdmin(ctx).put('/api/admin/publisher-update', {
        publisher: {
          vendorNumber,
          name: `Probe House ${name}`,
          dcVendorId: null,
          companyIds: [],
          role: 'TRADE',
        },
      }),
      'publisher-update',
    );
    return vendorNumber;
  });

let eans = 0;
/** A nomination row of one of the trade publisher's retail titles, for add-march-promos. */
async function tradeRow(ctx: MatrixContext, vendorNumber: string) {
  eans += 1;
  const ean = `978${String(Date.now()).slice(-6)}${String(eans).padStart(4, '0')}`;
  await ctx.t.database.db.execute(
    sql`insert into retail_catalogue (isbn, title, publisher_name, vendor_number)
        values (${ean}, 'Probe Title', 'Probe House', ${vendorNumber})`,
  );
  return {
    ean,
    regularPrice: '12.99',
    promoPrice: '1.99',
    startDate: sentDay(ctx.t, 2),
    endDate: sentDay(ctx.t, 9),
    flexDate: false,
    additionalComments: '',
  };
}

const promotion = (ctx: MatrixContext) => once(ctx, 'promotion', () => definition(asAdmin(ctx)));

/** Another session of a new account's (newAccount() gives them all one password). */
async function secondSession(ctx: MatrixContext, session: TestClient): Promise<TestClient> {
  const email = (await session.get('/api/account/profile')).json().payload.email as string;
  const elsewhere = ctx.t.client();
  await elsewhere.signIn({ email, password: 'Quill7Write' });
  return elsewhere;
}

/** A US vendor who did not sign the W-9 electronically: the vendor page asks them to upload it. */
async function vendorAskedForTaxForm(ctx: MatrixContext) {
  const session = await newVendor(ctx.t);
  const res = await session.post('/api/vendor/updatePaymentInfo', { ...US_PAYMENT, certifyW9: false });
  if (res.json().payload?.taxForm?.uploadAllowed !== true) throw new Error(`no upload asked: ${res.body}`);
  return { session, elsewhere: await secondSession(ctx, session) };
}

/** A new account that is no vendor yet, and a second session of it (the registration calls). */
async function newAuthor(ctx: MatrixContext) {
  const session = await otherAuthor(ctx.t);
  return { session, elsewhere: await secondSession(ctx, session) };
}

/** The owner's eBook on sale (a demo book): taking it off sale queues the retailer's intake. */
async function onSaleBook(ctx: MatrixContext): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await ctx.t.database.db.execute(
      sql`select id from projects where owner_customer_id = ${ctx.owner.customerId}
          and status = 'ONSALE' and type = 'EBOOK' order by created_at limit 1`,
    ),
  );
  if (!rows[0]) throw new Error('the demo author has no eBook on sale');
  return rows[0].id;
}

const SITE_MESSAGE = { typeId: 2, title: 'Probe', details: '<p>Probe</p>', audience: { kind: 'EVERYONE' } };

/**
 * The calls of the CSRF probes (csrf-probes.test.ts) for state-changing routes the role × endpoint
 * table has no row for, or whose row names an id that does not exist (a call that would change
 * nothing even if it were let through). Keyed "METHOD /route" as Fastify registered it; an entry
 * here wins over the table's row. Each fixture is made through the API before the probes.
 */
export const OWN_CALLS: Record<string, OwnCall> = {
  'POST /api/vendor/tax-form': {
    as: 'owner',
    call: () => ({ url: '/api/vendor/tax-form', ...taxFormBody() }),
    sessions: vendorAskedForTaxForm,
  },
  ...Object.fromEntries(
    (['createPublisherAccount', 'createromotionAccount'] as const).map((path): [string, OwnCall] => [
      `POST /api/project/${path}`,
      {
        as: 'owner',
        call: () => ({
          url: `/api/project/${path}`,
          body: { [path === 'createPublisherAccount' ? 'publisherInfo' : 'promotionInfo']: US_PUBLISHER },
        }),
        sessions: newAuthor,
      },
    ]),
  ),
  'PUT /api/project/setsalestatus': {
    as: 'owner',
    call: async (ctx) => ({
      url: '/api/project/setsalestatus',
      body: { id: await onSaleBook(ctx), onSale: false, overridePromoWarning: true },
    }),
  },
  'POST /api/admin/orderhistory/cancelOrder': {
    as: 'admin',
    call: async (ctx) => ({
      url: '/api/admin/orderhistory/cancelOrder',
      body: { orderNumber: await ownersOrder(ctx), reasonCode: 'OTHER', comment: 'Probe' },
    }),
  },
  'POST /api/admin/orderhistory/advance': {
    as: 'admin',
    call: async (ctx) => ({
      url: '/api/admin/orderhistory/advance',
      body: { orderNumber: await ownersOrder(ctx) },
    }),
  },
  'DELETE /api/admin/promotions-delete': {
    as: 'admin',
    // A definition of its own: the trade rows nominate under the shared one, which then cannot be deleted.
    call: async (ctx) => ({
      url: `/api/admin/promotions-delete?definitionId=${await definition(asAdmin(ctx))}`,
    }),
  },
  'DELETE /api/admin/publishers-delete': {
    as: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/publishers-delete?vendorNumber=${await tradePublisher(ctx, 'D')}`,
    }),
  },
  'POST /api/admin/add-march-promos': {
    as: 'admin',
    call: async (ctx) => {
      const vendorNumber = await tradePublisher(ctx, 'A');
      return {
        url: `/api/admin/add-march-promos?vendorNumber=${vendorNumber}&definitionId=${await promotion(ctx)}`,
        body: { payload: [await tradeRow(ctx, vendorNumber)] },
      };
    },
  },
  'PUT /api/admin/update-trade-promo-status': {
    as: 'admin',
    call: async (ctx) => {
      const vendorNumber = await tradePublisher(ctx, 'U');
      const added = await payloadOf<{ promos: { id: string }[] }>(
        asAdmin(ctx).post(
          `/api/admin/add-march-promos?vendorNumber=${vendorNumber}&definitionId=${await promotion(ctx)}`,
          { payload: [await tradeRow(ctx, vendorNumber)] },
        ),
        'add-march-promos',
      );
      return {
        url: '/api/admin/update-trade-promo-status',
        body: {
          ids: added.promos.map((p) => p.id),
          status: 'DECLINED',
          declineReason: 'OTHER',
          declineNote: 'Probe',
        },
      };
    },
  },
  'PUT /api/admin/broadcast-message-create': {
    as: 'admin',
    call: async (ctx) => {
      const { message } = await payloadOf<{ message: { messageId: string } }>(
        asAdmin(ctx).post('/api/admin/broadcast-message-create', { message: SITE_MESSAGE }),
        'broadcast-message-create',
      );
      return {
        url: '/api/admin/broadcast-message-create',
        body: { message: { ...SITE_MESSAGE, title: 'Probe, changed', messageId: message.messageId } },
      };
    },
  },
  'DELETE /api/admin/broadcast-message-delete': {
    as: 'admin',
    call: async (ctx) => {
      const { message } = await payloadOf<{ message: { messageId: string } }>(
        asAdmin(ctx).post('/api/admin/broadcast-message-create', { message: SITE_MESSAGE }),
        'broadcast-message-create',
      );
      return { url: `/api/admin/broadcast-message-delete?id=${message.messageId}` };
    },
  },
  'DELETE /api/admin/site-modules-delete': {
    as: 'admin',
    call: async (ctx) => {
      const module = {
        name: 'Probe',
        moduleType: 'BANNER',
        template: 'TEXT',
        columns: [{ copy: '<p>Probe</p>' }],
      };
      const saved = await payloadOf<{ module: { id: string } }>(
        asAdmin(ctx).post('/api/admin/site-module-create', {
          module: { ...module, pages: ['home'], active: false },
        }),
        'site-module-create',
      );
      return { url: `/api/admin/site-modules-delete?id=${saved.module.id}` };
    },
  },
  'DELETE /api/admin/ad-banners': {
    as: 'admin',
    call: async (ctx) => {
      const banner = { name: 'Probe', size: 'LEADERBOARD', resourceType: 'HTML', html: '<p>Probe</p>' };
      const saved = await payloadOf<{ banner: { id: string } }>(
        asAdmin(ctx).post('/api/admin/ad-banner-save', {
          banner: { ...banner, pages: ['home'], active: false },
        }),
        'ad-banner-save',
      );
      return { url: `/api/admin/ad-banners?id=${saved.banner.id}&page=1&recordsPerPage=10` };
    },
  },
  'DELETE /api/admin/retailer-keys/:id': {
    as: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/retailer-keys/${(await issueKey(asAdmin(ctx), 'Probe Books')).id}`,
    }),
  },
  'POST /api/admin/users/ultraPremiumConvert/:id': {
    as: 'admin',
    call: async (ctx) => {
      const { id } = await payloadOf<{ id: string }>(
        asOwner(ctx).post('/api/project', {
          type: 'PRINT',
          title: 'Probe Tides',
          bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
          pageSize: '6x9',
          pageCount: 200,
          printColor: 'BLACK_WHITE',
          paperColor: 'CREAM',
          coverFormat: 'SOFTCOVER',
          coverFinish: 'GLOSS',
          listPrice: '39.99',
        }),
        'new print book',
      );
      return { url: `/api/admin/users/ultraPremiumConvert/${id}` };
    },
  },
};

/** State-changing routes the probes leave alone, each with the reason. */
export const NOT_PROBED: Record<string, string> = {
  'POST /sandbox/eprotect/register':
    'the sandbox card field: outside /api, it reads no session and takes no CSRF token by design (like the ' +
    'gateway’s hosted field it stands in for, anyone may post a card to it, limited per address); a forged ' +
    'request can do nothing there a direct one cannot, and it answers a registration id only to its caller',
};

/**
 * Probed calls that the route would refuse for a reason of its own even with the session's token:
 * each needs a secret or a state the probes do not make (a let-through probe would still fail the
 * status check, but could not show in the fingerprint). A role-matrix row whose outcome for the
 * probing caller is not a success must be here or in OWN_CALLS (the first test says which).
 */
const SECRET = 'needs a secret the session does not hold';
export const REFUSED_ANYWAY: Record<string, string> = {
  'POST /api/authentication/two-step/verify': `${SECRET}: a pending sign-in's token and its code`,
  'POST /api/authentication/two-step/resend': `${SECRET}: a pending sign-in's token`,
  'POST /api/authentication/two-step/passkey/options': `${SECRET}: a pending sign-in's token`,
  'POST /api/authentication/two-step/passkey': `${SECRET}: a pending sign-in's token and a signed challenge`,
  'POST /api/authentication/passkey/signin': `${SECRET}: an authenticator's answer to this session's challenge`,
  'POST /api/account/passkeys': `${SECRET}: an authenticator's answer to this session's challenge`,
  'POST /api/account/confirm-email': `${SECRET}: the e-mail change link's token`,
  'POST /api/account/verifyotp': `${SECRET}: the code sent to the account`,
  'POST /api/account/two-step/totp/confirm': `${SECRET}: the authenticator app's code`,
  'POST /api/account/two-step/enable': 'needs a code verified in this session first (verifyotp)',
  'POST /api/account/two-step/recovery-codes':
    'needs two-step verification on (a code and a reauthentication)',
  'POST /api/project/spine':
    'needs separate front and back covers checked by the preflight job (jobs are off)',
  'POST /api/project/:id/createCustomSample':
    'needs an interior converted by the preflight job (jobs are off)',
};
