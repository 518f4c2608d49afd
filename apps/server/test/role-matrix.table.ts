import { newAccount } from './helpers';
import { adminRows } from './role-matrix.admin-table';
import { analyticsRows } from './role-matrix.analytics';
import { authorPageRows } from './role-matrix.author-pages';
import { commerceRows } from './role-matrix.commerce';
import { contentRows } from './role-matrix.content';
import { docsRows } from './role-matrix.docs';
import { eaaRows } from './role-matrix.eaa';
import { fileRows } from './role-matrix.files';
import { adminOnly, contributors, open, own, ownersData, type Row } from './role-matrix.outcomes';
import { passkeyRows } from './role-matrix.passkeys';
import { projectRowsAll } from './role-matrix.projects';
import { promotionRows } from './role-matrix.promotions';
import { publishingRowsAll } from './role-matrix.publishing';
import { ADDRESS, type Caller, RECOVERY_ANSWER, RECOVERY_QUESTION } from './role-matrix.setup';

/**
 * The table of the role × endpoint test (role-matrix.test.ts): one row per route, what each caller
 * gets (outcomes in role-matrix.outcomes.ts) and how the call is made. The account, two-step,
 * address-book and contributor rows are here; the administrators' in role-matrix.admin-table.ts.
 */

const PREFS = { marketing: false, promotions: true, salesReports: true, productUpdates: true };
const myEmail = (c: Caller) => c.identity?.email ?? '';

export const ROWS: Row[] = [
  // ── /api/authentication: the public calls ────────────────────────────────────────────
  { method: 'GET', route: '/api/authentication/csrf-token', expect: open() },
  { method: 'GET', route: '/api/authentication/session', expect: open() },
  {
    method: 'POST',
    route: '/api/authentication/create-account',
    expect: open(),
    session: 'fresh',
    call: () => ({ url: '/api/authentication/create-account', body: newAccount() }),
  },
  ...(['signin', 'signintrade'] as const).map(
    (path): Row => ({
      method: 'POST',
      route: `/api/authentication/${path}`,
      expect: open(),
      session: 'fresh',
      call: (ctx) => ({
        url: `/api/authentication/${path}`,
        body: { email: ctx.signer.email, password: ctx.signer.password },
      }),
    }),
  ),
  { method: 'GET', route: '/api/authentication/logout', expect: open(), session: 'fresh' },
  {
    method: 'POST',
    route: '/api/authentication/two-step/verify',
    expect: open({ status: 401, code: '1080', why: 'public; the pending token is the authority' }),
    call: () => ({
      url: '/api/authentication/two-step/verify',
      body: { pendingToken: 'x'.repeat(43), method: 'CODE', code: '123456' },
    }),
  },
  {
    method: 'POST',
    route: '/api/authentication/two-step/resend',
    expect: open({ status: 401, code: '1080', why: 'public; the pending token is the authority' }),
    call: () => ({ url: '/api/authentication/two-step/resend', body: { pendingToken: 'x'.repeat(43) } }),
  },
  {
    method: 'GET',
    route: '/api/authentication/getContributor',
    expect: open(),
    call: (ctx) => ({ url: `/api/authentication/getContributor?queryParam=${ctx.shareKey}` }),
  },
  {
    method: 'POST',
    route: '/api/authentication/forgot-password',
    expect: open(),
    call: (ctx) => ({ url: '/api/authentication/forgot-password', body: { email: ctx.recovering.email } }),
  },
  {
    method: 'GET',
    route: '/api/authentication/forgot-password-question',
    expect: open(),
    call: (ctx) => ({ url: `/api/authentication/forgot-password-question?email=${ctx.recovering.email}` }),
  },
  {
    method: 'POST',
    route: '/api/authentication/forgot-password-question-answer',
    expect: open(),
    call: (ctx) => ({
      url: '/api/authentication/forgot-password-question-answer',
      body: { email: ctx.recovering.email, question: RECOVERY_QUESTION, answer: RECOVERY_ANSWER },
    }),
  },
  {
    method: 'GET',
    route: '/api/authentication/forgot-password-token-check',
    expect: open(),
    call: async (ctx) => ({
      url: `/api/authentication/forgot-password-token-check?forgotPassToken=${await ctx.resetToken()}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/authentication/forgot-password-update',
    expect: open(),
    session: 'fresh',
    call: async (ctx) => ({
      url: '/api/authentication/forgot-password-update',
      body: { forgotPassToken: await ctx.resetToken(), password: 'Quill7Write' },
    }),
  },

  // ── /api/authentication: the signed-in and the administrators' calls ──────────────────
  {
    method: 'POST',
    route: '/api/authentication/save-prefs',
    expect: own(),
    call: () => ({ url: '/api/authentication/save-prefs', body: { emailPreferences: PREFS } }),
  },
  {
    method: 'POST',
    route: '/api/authentication/retrieve_email_preferences/:id',
    expect: ownersData({ admin: 'ok' }),
    call: (ctx) => ({ url: `/api/authentication/retrieve_email_preferences/${ctx.owner.customerId}` }),
  },
  ...(['retrieve_user', 'retrieve_email'] as const).map(
    (path): Row => ({
      method: 'GET',
      route: `/api/authentication/${path}/:id`,
      expect: adminOnly(),
      call: (ctx) => ({ url: `/api/authentication/${path}/${ctx.owner.customerId}` }),
    }),
  ),
  {
    method: 'GET',
    route: '/api/authentication/pubid_email/:id',
    expect: adminOnly(),
    call: (ctx) => ({ url: `/api/authentication/pubid_email/${ctx.owner.vendorNumber}` }),
  },
  {
    method: 'POST',
    route: '/api/authentication/search_email',
    expect: adminOnly(),
    call: () => ({ url: '/api/authentication/search_email', body: { search: 'author' } }),
  },

  // ── /api/account: the account holder ────────────────────────────────────────────────
  { method: 'GET', route: '/api/account/security_questions', expect: open() },
  // The server as the web client needs to know it: public by design (the sign-in page reads it too).
  { method: 'GET', route: '/api/account/getenv', expect: open() },
  {
    method: 'GET',
    route: '/api/account/profile',
    expect: own(),
    check: (_ctx, caller, payload) => {
      if (payload.email !== myEmail(caller)) throw new Error(`profile of ${String(payload.email)}`);
    },
  },
  {
    method: 'PUT',
    route: '/api/account/profile',
    expect: own(),
    call: async (ctx, caller) => {
      // The caller's own profile saved as it is (the anonymous caller sends the owner's).
      const source = caller.role === 'anonymous' ? ctx.callers.owner : caller;
      const p = (await source.client.get('/api/account/profile')).json().payload;
      const { customerId: _id, pendingEmail: _pending, ...body } = p;
      return { url: '/api/account/profile', body };
    },
  },
  {
    method: 'POST',
    route: '/api/account/confirm-email',
    expect: open({
      status: 400,
      code: 'EMAIL_CHANGE_LINK_INVALID',
      why: 'public; the link is the authority',
    }),
    call: () => ({ url: '/api/account/confirm-email', body: { token: 'x'.repeat(43) } }),
  },
  {
    method: 'POST',
    route: '/api/account/reauthenticate',
    expect: own(),
    session: 'fresh',
    call: (_ctx, caller) => ({
      url: '/api/account/reauthenticate',
      body: { password: caller.identity?.password ?? 'Quill7Write' },
    }),
  },
  { method: 'GET', route: '/api/account/sessions', expect: own() },
  {
    method: 'DELETE',
    route: '/api/account/sessions/:id',
    // Contributors act on their own account here, where the owner's session is not.
    expect: { ...ownersData(), ...contributors(404) },
    call: async (ctx) => ({ url: `/api/account/sessions/${await ctx.newOwnerSessionId()}` }),
  },
  { method: 'POST', route: '/api/account/sessions/sign-out-others', expect: own() },
  { method: 'GET', route: '/api/account/preferences', expect: own() },
  { method: 'GET', route: '/api/account/payment-methods', expect: own() },

  // ── Contributors (the owner's list; a contributor reads it with "access list" only) ────
  {
    method: 'GET',
    route: '/api/account/contributors',
    expect: own('ok', { ...contributors(403), 'contributor:ACCESS_LIST': 'ok' }),
  },
  {
    method: 'POST',
    route: '/api/account/contributors',
    // The administrator's account has not been granted Author Shared Access.
    expect: own('ok', { ...contributors(403), admin: 403 }),
    call: () => ({
      url: '/api/account/contributors',
      body: {
        firstName: 'Ada',
        lastName: 'Byron',
        email: `matrix-invite-${Math.random().toString(36).slice(2)}@example.com`,
        permissions: ['ORDER_COPY'],
      },
    }),
  },
  {
    method: 'PUT',
    route: '/api/account/contributors/:id',
    expect: ownersData({ admin: 403 }),
    call: (ctx) => ({
      url: `/api/account/contributors/${ctx.owner.spareGrantId}`,
      body: { permissions: ['ORDER_COPY', 'ACCESS_LIST'] },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/account/contributors/:id',
    expect: ownersData(),
    call: async (ctx) => ({ url: `/api/account/contributors/${await ctx.newGrantId()}` }),
  },

  // ── Two-step verification (the caller's own account) ─────────────────────────────────
  ...(['generateCode', 'resendCode'] as const).map(
    (path): Row => ({
      method: 'POST',
      route: `/api/account/${path}`,
      expect: own(),
      call: () => ({ url: `/api/account/${path}?type=EMAIL` }),
    }),
  ),
  {
    method: 'POST',
    route: '/api/account/verifyotp',
    expect: own({ status: 400, code: '1090', why: 'authorized; the wrong code is refused' }),
    call: () => ({ url: '/api/account/verifyotp?otp=000000&type=EMAIL' }),
  },
  { method: 'GET', route: '/api/account/two-step', expect: own() },
  {
    method: 'POST',
    route: '/api/account/two-step/enable',
    expect: own({ status: 403, code: '1077', why: 'authorized; no e-mail code verified in this session' }),
    session: 'reauthenticated',
    call: () => ({ url: '/api/account/two-step/enable', body: { method: 'EMAIL' } }),
  },
  { method: 'POST', route: '/api/account/two-step/totp', expect: own(), session: 'reauthenticated' },
  {
    method: 'POST',
    route: '/api/account/two-step/totp/confirm',
    expect: own({ status: 400, code: '1090', why: 'authorized; the wrong code is refused' }),
    session: 'reauthenticated',
    call: () => ({ url: '/api/account/two-step/totp/confirm', body: { code: '000000' } }),
  },
  {
    method: 'POST',
    route: '/api/account/two-step/recovery-codes',
    expect: own({ status: 404, code: 'NOT_FOUND', why: 'authorized; two-step is off' }),
    session: 'reauthenticated',
  },
  { method: 'DELETE', route: '/api/account/two-step', expect: own(), session: 'reauthenticated' },

  // ── Address book and payment methods ─────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/account/addressbook',
    expect: own(),
    call: () => ({ url: '/api/account/addressbook?filter=Mailing' }),
    check: (ctx, caller, payload) => {
      const ids = (payload.addresses as { addressId: string }[]).map((a) => a.addressId);
      if ((caller.role === 'owner') !== ids.includes(ctx.owner.addressId))
        throw new Error(`addresses ${ids}`);
    },
  },
  {
    method: 'PUT',
    route: '/api/account/addressbook',
    expect: own(),
    call: () => ({ url: '/api/account/addressbook', body: ADDRESS }),
  },
  {
    method: 'POST',
    route: '/api/account/addressbook',
    expect: { ...ownersData(), ...contributors(404) },
    call: (ctx) => ({
      url: '/api/account/addressbook',
      body: { ...ADDRESS, addressId: ctx.owner.addressId },
    }),
  },

  ...authorPageRows,
  ...passkeyRows,
  ...eaaRows,
  ...adminRows,
  ...commerceRows,
  ...promotionRows,
  ...contentRows,
  ...analyticsRows,
  ...projectRowsAll,
  ...fileRows,
  ...publishingRowsAll,
  ...docsRows,

  // ── Backlist metadata: the owner's book, as its save is (a contributor with the project dashboard) ──
  {
    method: 'POST',
    route: '/api/project/load-bst-metadata',
    expect: ownersData({ admin: 'ok', 'contributor:PROJECT_DASHBOARD': 'ok' }),
    // A preview of a catalogue listing for the owner's first book: read-only, so every caller may repeat it.
    call: (ctx) => ({
      url: '/api/project/load-bst-metadata',
      body: { projectId: ctx.owner.projectId, isbn: '9780141439518' },
    }),
  },
];
