import { CSRF_HEADER } from '@quire/domain';
import { adminOnly, contributors, open, own, type Row } from './role-matrix.outcomes';
import { taxFormBody } from './role-matrix.setup';

/** A 1 × 1 PNG as a multipart upload (the image routes' only field). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export function imageUploadBody(): { raw: Buffer; headers: Record<string, string> } {
  const boundary = '----quire-matrix-image';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1PX,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The administrators' rows of the role × endpoint table (and the feature model and demo mailbox):
 * every route under /api/admin gets one. A new administrator endpoint adds its row here.
 */
/** The order history's outcome: everyone signed in; of the contributors, Order copy only. */
const orderHistory = (o: 'ok' | 404) => ({ ...own(o), ...contributors(403), 'contributor:ORDER_COPY': o });
const NO_DEFINITION = '00000000-0000-4000-8000-000000000000';
/** A broadcast message that ended long ago: the matrix's create leaves nothing showing. */
const MATRIX_MESSAGE = {
  typeId: 2,
  title: 'Role matrix',
  details: '<p>Role matrix</p>',
  startAt: '2020-01-01T00:00:00Z',
  endAt: '2020-01-02T00:00:00Z',
  audience: { kind: 'EVERYONE' },
};

export const adminRows: Row[] = [
  // ── Feature model and the demo mailbox ───────────────────────────────────────────────
  { method: 'GET', route: '/api/feature_model', expect: open() },
  // The mailbox exists in demo mode only (404 otherwise, see mail.test.ts). It answers every caller on
  // the machine itself (the default 127.0.0.1 of these calls) and, from another address, administrators
  // only: anyone else gets 403, signed in or not (mail.test.ts holds the loopback and proxy cases).
  {
    method: 'GET',
    route: '/api/dev/mailbox',
    expect: { ...adminOnly(), anonymous: 403 },
    call: () => ({ url: '/api/dev/mailbox', remoteAddress: '203.0.113.7' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/feature_model/:flag',
    expect: adminOnly(),
    call: async (ctx) => {
      // Set a flag to the value it has, so the row changes nothing for the others.
      const anon = ctx.callers.anonymous.client;
      const features = (await anon.get('/api/feature_model')).json().payload.features as {
        flag: string;
        enabled: boolean;
      }[];
      const f = features.find((x) => x.flag === 'EMAIL_PREF') as { flag: string; enabled: boolean };
      return { url: `/api/admin/feature_model/${f.flag}`, body: { enabled: f.enabled } };
    },
  },

  // ── /api/admin: lockout, audit log, vendors ──────────────────────────────────────────
  ...(
    [
      ['GET', 'lockout-status'],
      ['DELETE', 'account-reset-lockout'],
      ['GET', 'override-reset-lockout'],
      ['POST', 'override-reset-lockout'],
    ] as const
  ).map(
    ([method, path]): Row => ({
      method,
      route: `/api/admin/${path}`,
      expect: adminOnly(),
      call: (ctx, caller) => ({
        url: `/api/admin/${path}?email=${ctx.signer.email}`,
        // The GET override changes state: it asks for the CSRF header like a POST.
        headers: { [CSRF_HEADER]: caller.client.csrfToken ?? '' },
      }),
    }),
  ),
  { method: 'GET', route: '/api/admin/audit-log', expect: adminOnly() },
  // The order history: the same paths for authors (their account's orders; a contributor with Order
  // copy, the author's) and administrators (every account's). No order Q999999 exists: 404 past access.
  { method: 'GET', route: '/api/admin/orderhistory', expect: orderHistory('ok') },
  {
    method: 'GET',
    route: '/api/admin/orderhistory/details/:id',
    expect: orderHistory(404),
    call: () => ({ url: '/api/admin/orderhistory/details/Q999999' }),
  },
  {
    method: 'POST',
    route: '/api/admin/orderhistory/cancelOrder',
    expect: orderHistory(404),
    call: () => ({
      url: '/api/admin/orderhistory/cancelOrder',
      body: { orderNumber: 'Q999999', reasonCode: 'OTHER', comment: 'Role matrix' },
    }),
  },
  { method: 'GET', route: '/api/admin/orderhistory/order-cancel-reasons', expect: orderHistory('ok') },
  {
    method: 'POST',
    route: '/api/admin/orderhistory/advance',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: '/api/admin/orderhistory/advance', body: { orderNumber: 'Q999999' } }),
  },
  // The ONIX feed of every on-sale and off-sale change (decision 027); `since` is required.
  {
    method: 'GET',
    route: '/api/admin/onix-feed',
    expect: adminOnly('ok-raw'),
    call: () => ({ url: '/api/admin/onix-feed?since=2026-01-01' }),
  },
  // Promotion definitions (spec 3 §7). No definition has the id 00000000-…: 404 past access.
  { method: 'GET', route: '/api/admin/get-promotions', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/get-promotion-details',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/get-promotion-details?definitionId=${NO_DEFINITION}` }),
  },
  {
    method: 'PUT',
    route: '/api/admin/promotion-update',
    expect: adminOnly(),
    call: () => ({
      url: '/api/admin/promotion-update',
      body: {
        promotion: {
          mercPromoType: 'NOOK_HAUL',
          merchPromoName: 'Role matrix',
          copy: '',
          submitBy: null,
          start: null,
          end: null,
          promoStartDisplayDate: null,
          promoEndDisplayDate: null,
          position: null,
          rules: '',
          links: '',
          fields: [],
          adminOnly: true,
        },
      },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/promotions-delete',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/promotions-delete?definitionId=${NO_DEFINITION}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/export-report-promotion',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/export-report-promotion?promoDefinitionId=${NO_DEFINITION}` }),
  },
  // Publishers and trade nominations (spec 3 §7). No publisher RM-NONE exists and no request has the
  // id 00000000-…: 404 past access. publisher-update adds a publisher of its own each run.
  { method: 'GET', route: '/api/admin/get-publishers', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/get-publisher-options-details',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/get-publisher-options-details?userRole=TRADE' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/publisher-update',
    expect: adminOnly(),
    call: () => ({
      url: '/api/admin/publisher-update',
      body: { publisher: { vendorNumber: `RM-${Date.now()}`, name: 'Role Matrix Books', role: 'TRADE' } },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/publishers-delete',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: '/api/admin/publishers-delete?vendorNumber=RM-NONE' }),
  },
  { method: 'GET', route: '/api/admin/trade-march-promos', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/add-march-promos',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({
      url: `/api/admin/add-march-promos?vendorNumber=RM-NONE&definitionId=${NO_DEFINITION}`,
      body: { payload: [{ ean: '9780000000002' }] },
    }),
  },
  {
    method: 'PUT',
    route: '/api/admin/update-trade-promo-status',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({
      url: '/api/admin/update-trade-promo-status',
      body: { ids: [NO_DEFINITION], status: 'PENDING' },
    }),
  },
  { method: 'GET', route: '/api/admin/vendors', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/vendors/review',
    expect: adminOnly(),
    call: (ctx) => ({
      url: '/api/admin/vendors/review',
      body: { vendorNumber: ctx.vendor.vendorNumber, status: 'InReview' },
    }),
  },
  { method: 'POST', route: '/api/admin/vendors/reseal', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/turn-around-time', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/file-upload',
    expect: adminOnly(),
    call: (ctx) => ({
      url: `/api/admin/file-upload?vendorNumber=${ctx.vendor.vendorNumber}`,
      ...taxFormBody(),
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/file-upload-enable',
    expect: adminOnly(),
    call: (ctx) => ({
      url: `/api/admin/file-upload-enable?vendorNumber=${ctx.vendor.vendorNumber}`,
      body: {},
    }),
  },

  // ── /api/admin: broadcast messages ──────────────────────────────────────────────────
  // No message has the id 00000000-…: 404 past access. The create adds one long expired message each run.
  { method: 'GET', route: '/api/admin/broadcast-messages', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/broadcast-message',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/broadcast-message?messageId=${NO_DEFINITION}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/broadcast-message-create',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/broadcast-message-create', body: { message: MATRIX_MESSAGE } }),
  },
  {
    method: 'PUT',
    route: '/api/admin/broadcast-message-create',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({
      url: '/api/admin/broadcast-message-create',
      body: { message: { ...MATRIX_MESSAGE, messageId: NO_DEFINITION } },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/broadcast-message-delete',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/broadcast-message-delete?id=${NO_DEFINITION}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/broadcast-message-preview',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/broadcast-message-preview', body: { message: MATRIX_MESSAGE } }),
  },
  {
    method: 'GET',
    route: '/api/admin/preview-message',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/preview-message?id=${NO_DEFINITION}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/broadcast-recipient',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/broadcast-recipient?query=author' }),
  },
  {
    method: 'GET',
    route: '/api/admin/broadcast-message-reads',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/broadcast-message-reads?id=${NO_DEFINITION}` }),
  },

  // ── /api/admin: site modules, ad banners and their images ───────────────────────────
  // No module or banner has the id 00000000-…: 404 past access. The saves and uploads add one each run.
  { method: 'GET', route: '/api/admin/site-modules', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/site-module',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/site-module?id=${NO_DEFINITION}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/site-module-display',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/site-module-display?moduleType=LEFT_NAV_PROJECT&pageUrl=projects' }),
  },
  {
    method: 'POST',
    route: '/api/admin/site-module-create',
    expect: adminOnly(),
    call: () => ({
      url: '/api/admin/site-module-create',
      body: {
        module: {
          name: 'Role matrix',
          moduleType: 'BANNER',
          template: 'TEXT',
          columns: [{ copy: '<p>Role matrix</p>' }],
          pages: ['home'],
          active: false,
        },
      },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/site-modules-delete',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/site-modules-delete?id=${NO_DEFINITION}` }),
  },
  ...(['site-module-image-upload', 'banner-image-upload'] as const).map(
    (path): Row => ({
      method: 'POST',
      route: `/api/admin/${path}`,
      expect: adminOnly(),
      call: () => ({ url: `/api/admin/${path}`, ...imageUploadBody() }),
    }),
  ),
  {
    method: 'GET',
    route: '/api/admin/site-module-image-upload-new',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({
      url: `/api/admin/site-module-image-upload-new?filePath=content-images/${NO_DEFINITION}.png`,
    }),
  },
  { method: 'GET', route: '/api/admin/site-module-image', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/ad-banners', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/ad-banner',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/ad-banner?id=${NO_DEFINITION}` }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/ad-banners',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/ad-banners?id=${NO_DEFINITION}&page=1&recordsPerPage=10` }),
  },
  {
    method: 'POST',
    route: '/api/admin/ad-banner-save',
    expect: adminOnly(),
    call: () => ({
      url: '/api/admin/ad-banner-save',
      body: {
        banner: {
          name: 'Role matrix',
          size: 'LEADERBOARD',
          resourceType: 'HTML',
          html: '<p>Role matrix</p>',
          pages: ['home'],
          active: false,
        },
      },
    }),
  },
  { method: 'GET', route: '/api/admin/banner-resource-type', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/banner-sizes', expect: adminOnly() },

  // ── /api/admin/retailer-keys: the retailers' API keys ───────────────────────────────
  { method: 'GET', route: '/api/admin/retailer-keys', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/retailer-keys',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/retailer-keys', body: { name: 'Role matrix books' } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/retailer-keys/:id',
    // No key has this id: the administrator gets past access to 404.
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/retailer-keys/${NO_DEFINITION}` }),
  },

  // ── /api/admin: static pages (every save and restore adds a version of the page) ───────
  { method: 'GET', route: '/api/admin/static-pages', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/static-page',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/static-page?url=about-us' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/static-page',
    expect: adminOnly(),
    call: () => ({
      url: '/api/admin/static-page?url=about-us',
      body: { page: { title: 'About Us', html: '<p>Role matrix</p>', publishAt: null } },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/static-page/restore',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/static-page/restore?url=about-us', body: { version: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/admin/static-page/preview',
    expect: adminOnly(),
    call: () => ({
      url: '/api/admin/static-page/preview',
      body: { page: { title: 'Preview', html: '<p>Role matrix</p>' } },
    }),
  },

  // ── /api/admin/users ─────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/admin/users/search',
    expect: adminOnly(),
    call: () => ({ url: '/api/admin/users/search', body: { search: 'author' } }),
  },
  ...(
    ['details', 'account', 'projects', 'enable-free-correction', 'generate-password-reset-token'] as const
  ).map(
    (path): Row => ({
      method: 'GET',
      route: `/api/admin/users/${path}/:id`,
      expect: adminOnly(),
      call: (ctx) => ({ url: `/api/admin/users/${path}/${ctx.signer.customerId}` }),
    }),
  ),
  {
    method: 'GET',
    route: '/api/admin/users/getProjectDashboardStatus/:id',
    expect: adminOnly(),
    call: (ctx) => ({ url: `/api/admin/users/getProjectDashboardStatus/${ctx.owner.projectId}` }),
  },
  // Ultra Premium print: the comparison reads the owner's book; the conversion of a book that does not
  // exist answers 404 past access, so the row converts nothing.
  {
    method: 'GET',
    route: '/api/admin/users/getUltraPremiumCompareable/:id',
    expect: adminOnly(),
    call: (ctx) => ({ url: `/api/admin/users/getUltraPremiumCompareable/${ctx.owner.projectId}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/ultraPremiumConvert/:id',
    expect: { ...adminOnly(), admin: 404 },
    call: () => ({ url: `/api/admin/users/ultraPremiumConvert/${NO_DEFINITION}` }),
  },
  ...(['repushFiles', 'repushBookFiles', 'syncWithPM'] as const).map(
    (path): Row => ({
      method: 'GET',
      route: `/api/admin/users/${path}/:id`,
      expect: adminOnly(),
      call: (ctx) => ({ url: `/api/admin/users/${path}/${ctx.owner.projectId}` }),
    }),
  ),
  {
    method: 'POST',
    route: '/api/admin/users/change-user-role',
    expect: adminOnly(),
    call: (ctx) => ({
      url: '/api/admin/users/change-user-role',
      body: { id: ctx.signer.customerId, role: 'AUTHOR' },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/set-account-permissions',
    expect: adminOnly(),
    call: (ctx) => ({
      url: '/api/admin/users/set-account-permissions',
      body: { userId: ctx.signer.customerId, hasFreeIsbnAccess: 0 },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/change-business-status',
    expect: adminOnly(),
    call: (ctx) => ({
      url: '/api/admin/users/change-business-status',
      body: { vendorNum: ctx.vendor.vendorNumber, status: 'Active', reason: 'Role matrix' },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/deactivate-user',
    expect: adminOnly(),
    call: async (ctx) => ({
      url: '/api/admin/users/deactivate-user',
      body: { id: (await ctx.newAccount()).customerId, reason: 'user request' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/update-email',
    expect: adminOnly(),
    call: (ctx) => ({
      url: '/api/admin/users/update-email',
      body: { vendorNumber: ctx.vendor.vendorNumber, emailAddress: ctx.vendor.email, swap: false },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/reactivate-user',
    expect: adminOnly(),
    call: async (ctx) => ({
      url: '/api/admin/users/reactivate-user',
      body: { id: (await ctx.newDeactivatedAccount()).customerId, reason: 'Appeal accepted' },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/users/two-step/:id',
    expect: adminOnly(),
    call: (ctx) => ({ url: `/api/admin/users/two-step/${ctx.signer.customerId}` }),
  },
  // The owner's eBook coupons (reads): administrators only.
  {
    method: 'GET',
    route: '/api/admin/users/projectCoupons',
    expect: adminOnly(),
    call: (ctx) => ({ url: `/api/admin/users/projectCoupons?customerId=${ctx.owner.customerId}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/users/projectCoupons/mismatch',
    expect: adminOnly(),
    call: (ctx) => ({ url: `/api/admin/users/projectCoupons/mismatch?customerId=${ctx.owner.customerId}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/reset-two-step',
    expect: adminOnly(),
    call: async (ctx) => ({
      url: '/api/admin/users/reset-two-step',
      body: { id: (await ctx.newTwoStepAccount()).customerId },
    }),
  },
];
