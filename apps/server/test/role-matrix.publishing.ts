import { productCoverPath, productPagePath, toNewYorkWallClock } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { contributors, type Expectations, type Outcome, open, type Row } from './role-matrix.outcomes';
import { bookFor, changesBook, holdsFor, READERS, readsAccount, readsBook } from './role-matrix.projects';
import { fork, type MatrixContext, taxFormBody } from './role-matrix.setup';
import { US_PAYMENT, US_PUBLISHER } from './vendor-helpers';

/**
 * The publishing rows of the role × endpoint table (role-matrix.table.ts; expectations from
 * role-matrix.projects.ts): going on sale, corrections, readiness and history, scheduled prices,
 * ONIX, the vendor calls of the caller's own account, and the public product pages.
 */

const PROJECT = '/api/project';
const DAY = 24 * 60 * 60_000;
const owner = (ctx: MatrixContext) => fork(ctx.callers.owner.client, ctx.t.app);
const title = 'The Lighthouse Keeper’s Daughter';

/** New York wall-clock time `days` from the test clock's now, as a person types it. */
const nyIn = (ctx: MatrixContext, days: number) =>
  toNewYorkWallClock(new Date(ctx.t.clock.now().getTime() + days * DAY));

/** A scheduled price of the owner's on a new eBook of theirs (a book and a change for one call). */
async function ownersSchedule(ctx: MatrixContext): Promise<{ id: string; projectId: string }> {
  const { id: projectId } = await ctx.newOwnerProject({ listPrice: '4.99' });
  const res = await owner(ctx).post(`${PROJECT}/scheduled-price-submit`, {
    projectId,
    price: '3.99',
    startDate: nyIn(ctx, 3),
  });
  if (res.statusCode !== 200)
    throw new Error(`scheduled-price-submit answered ${res.statusCode}: ${res.body}`);
  return { id: res.json().payload.scheduledPrice.id as string, projectId };
}
type Schedule = Promise<{ id: string; projectId: string }>;
const spareSchedule = new WeakMap<MatrixContext, Schedule>();

/** The owner's book with a price change coming, made by the first call that needs it. */
const upcoming = new WeakMap<MatrixContext, string>();

const NOT_READY = {
  status: 409,
  code: 'PUBLISH_NOT_READY',
  why: 'authorized; the new print book has no files, categories or price',
};
const CORRECTING = changesBook();

const publishingRows: Row[] = [
  {
    method: 'PUT',
    route: `${PROJECT}/setsalestatus`,
    // Going on sale is refused with the readiness list after authorization (a refusal changes nothing).
    expect: changesBook(NOT_READY),
    call: (ctx) => ({
      url: `${PROJECT}/setsalestatus`,
      body: { id: ctx.books.newPrint, onSale: true, finalContents: true },
    }),
  },
  {
    method: 'POST',
    route: `${PROJECT}/requestCorrection`,
    // A new book of the owner's put on sale straight in the table for each caller it lets correct one.
    expect: CORRECTING,
    call: async (ctx, caller) => {
      const { id } = await bookFor(ctx, caller, CORRECTING);
      if (CORRECTING[caller.role] === 'ok')
        await ctx.t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${id}`);
      return { url: `${PROJECT}/requestCorrection`, body: { id } };
    },
  },
  ...(['readiness', 'history'] as const).map(
    (path): Row => ({
      method: 'GET',
      route: `${PROJECT}/:id/${path}`,
      expect: readsBook(),
      call: (ctx) => ({ url: `${PROJECT}/${ctx.books.onSaleEbook}/${path}` }),
    }),
  ),
];

const SCHEDULE = changesBook();

const scheduleRows: Row[] = [
  {
    method: 'GET',
    route: `${PROJECT}/scheduled-prices`,
    expect: readsBook(),
    call: (ctx) => ({ url: `${PROJECT}/scheduled-prices?projectId=${ctx.books.onSaleEbook}` }),
  },
  {
    method: 'GET',
    route: `${PROJECT}/scheduled-prices/upcoming`,
    // Only the books the caller may see: the owner's change for those who see the owner's books.
    expect: readsAccount(),
    call: async (ctx) => {
      if (!upcoming.has(ctx)) upcoming.set(ctx, (await ownersSchedule(ctx)).projectId);
      return { url: `${PROJECT}/scheduled-prices/upcoming?projectIds=${upcoming.get(ctx)}` };
    },
    check: holdsFor(
      [...READERS, 'owner', 'admin'],
      (p) => (p.changes as { projectId: string }[]).map((c) => c.projectId),
      (ctx) => upcoming.get(ctx),
    ),
  },
  {
    method: 'POST',
    route: `${PROJECT}/scheduled-price-submit`,
    expect: SCHEDULE,
    call: async (ctx, caller) => ({
      url: `${PROJECT}/scheduled-price-submit`,
      body: {
        projectId: (await bookFor(ctx, caller, SCHEDULE, { listPrice: '4.99' })).id,
        price: '3.99',
        startDate: nyIn(ctx, 2),
      },
    }),
  },
  {
    method: 'DELETE',
    route: `${PROJECT}/scheduled-price-delete`,
    // A new one for each caller the row lets delete it; one spare for those refused before any change.
    expect: SCHEDULE,
    call: async (ctx, caller) => {
      const refused = [401, 403, 404].includes(SCHEDULE[caller.role] as number);
      if (refused && !spareSchedule.has(ctx)) spareSchedule.set(ctx, ownersSchedule(ctx));
      const body = await (refused ? (spareSchedule.get(ctx) as Schedule) : ownersSchedule(ctx));
      return { url: `${PROJECT}/scheduled-price-delete`, body };
    },
  },
];

/** ONIX needs the project dashboard of a contributor (READ_ONIX), beyond the route rules' readers. */
const ONIX_REFUSED = { 'contributor:ORDER_COPY': 403, 'contributor:MANAGE_PROMOTION': 403 } as const;

const onixRows: Row[] = [
  {
    method: 'GET',
    route: `${PROJECT}/trade-download`,
    // The account the caller works in: the owner's books for the owner and the dashboard
    // contributor; an administrator's is every account's.
    expect: readsAccount('ok-raw', ONIX_REFUSED),
    check: holdsFor(
      ['owner', 'contributor:PROJECT_DASHBOARD', 'admin'],
      (p, ctx) => [String(p.body).includes(`<RecordReference>quire.project.${ctx.books.onSaleEbook}<`)],
      () => true,
    ),
  },
  {
    method: 'GET',
    route: `${PROJECT}/:id/onix`,
    expect: readsBook('ok-raw', ONIX_REFUSED),
    call: (ctx) => ({ url: `${PROJECT}/${ctx.books.onSaleEbook}/onix` }),
  },
];

/**
 * The vendor calls work on the caller's own account (never the owner's): every author and
 * administrator their own; a contributor acting for an author none of them (the route rules).
 */
const ownVendor = (o: Outcome = 'ok', rest: Partial<Expectations> = {}): Expectations => ({
  ...open(o),
  anonymous: 401,
  ...contributors(403),
  ...rest,
});

const REGISTERED = { status: 403, code: '1003', why: 'authorized; an active vendor is registered already' };

/**
 * In the order of the vendor page: the publisher first (the owner's profile; the other author and
 * the administrator register as vendors of their own, status New), then the tax and bank details
 * (they go on to Pending). These rows change the callers' own vendor state, so they come last.
 */
const vendorRows: Row[] = [
  { method: 'GET', route: '/api/vendor/info', expect: ownVendor() },
  {
    method: 'GET',
    route: '/api/vendor/loadStates/:country',
    expect: ownVendor(),
    call: () => ({ url: '/api/vendor/loadStates/840' }),
  },
  {
    method: 'POST',
    route: '/api/vendor/tinVerify',
    expect: ownVendor(),
    call: () => ({ url: '/api/vendor/tinVerify?idType=SSN', body: { govtIdNumber: '123-45-6789' } }),
  },
  {
    method: 'POST',
    route: '/api/vendor/updatePublisherInfo',
    expect: ownVendor(),
    call: () => ({ url: '/api/vendor/updatePublisherInfo', body: US_PUBLISHER }),
  },
  ...(
    [
      ['createPublisherAccount', 'publisherInfo'],
      ['createromotionAccount', 'promotionInfo'],
    ] as const
  ).map(
    ([path, key]): Row => ({
      method: 'POST',
      route: `${PROJECT}/${path}`,
      // The welcome flow's registration: offered to an account not yet an active vendor.
      expect: ownVendor('ok', { owner: REGISTERED }),
      call: () => ({ url: `${PROJECT}/${path}`, body: { [key]: US_PUBLISHER } }),
    }),
  ),
  {
    method: 'POST',
    route: '/api/vendor/updatePaymentInfo',
    expect: ownVendor(),
    call: () => ({ url: '/api/vendor/updatePaymentInfo', body: US_PAYMENT }),
  },
  {
    method: 'POST',
    route: '/api/vendor/:hash',
    // The vendor number must be the caller's own: the owner's is nobody else's.
    expect: ownVendor('ok', { otherAuthor: 404, admin: 404 }),
    call: (ctx) => ({
      url: '/api/vendor/digital1099',
      body: { vendorNumber: ctx.owner.vendorNumber, isDigital1099: true },
    }),
  },
  {
    method: 'POST',
    route: '/api/vendor/tax-form',
    // Refused before a byte of the file is read (onRequest).
    expect: ownVendor(),
    call: () => ({ url: '/api/vendor/tax-form', ...taxFormBody() }),
  },
  {
    method: 'POST',
    route: `${PROJECT}/mailToAlertSettings`,
    expect: ownVendor(),
    call: () => ({ url: `${PROJECT}/mailToAlertSettings`, body: {} }),
  },
];

/** The first document of the on-sale eBook's free sample, read once. */
const sampleFile = new WeakMap<MatrixContext, string>();

/** The public product pages of the on-sale eBook: the same for everybody, signed in or not. */
const storefrontRows: Row[] = [
  {
    method: 'GET',
    route: '/books/:id',
    expect: open({ status: 301, code: null, why: 'public; the address without its slug redirects' }),
    call: (ctx) => ({ url: `/books/${ctx.books.onSaleEbook}` }),
  },
  {
    method: 'GET',
    route: '/books/:id/:slug',
    expect: open('ok-raw'),
    call: (ctx) => ({ url: productPagePath(ctx.books.onSaleEbook, title) }),
  },
  {
    method: 'GET',
    route: '/books/:id/cover.jpg',
    expect: open('ok-raw'),
    call: (ctx) => ({ url: productCoverPath(ctx.books.onSaleEbook) }),
  },
  {
    method: 'GET',
    route: '/api/books/:id/sample',
    expect: open(),
    call: (ctx) => ({ url: `/api/books/${ctx.books.onSaleEbook}/sample` }),
  },
  {
    method: 'GET',
    route: '/api/books/:id/sample/files/*',
    expect: open('ok-raw'),
    call: async (ctx) => {
      if (!sampleFile.has(ctx)) {
        const sample = (await owner(ctx).get(`/api/books/${ctx.books.onSaleEbook}/sample`)).json().payload;
        sampleFile.set(ctx, `${sample.preview.url.replace(/\/$/, '')}/${sample.preview.spine[0].href}`);
      }
      return { url: sampleFile.get(ctx) as string };
    },
  },
];

export const publishingRowsAll: Row[] = [
  ...publishingRows,
  ...scheduleRows,
  ...onixRows,
  ...vendorRows,
  ...storefrontRows,
];
