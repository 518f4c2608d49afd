import { authorPagePath, STATIC_PAGE_SLUGS } from '@quire/domain';
import { imageUploadBody } from './role-matrix.admin-table';
import { ownersPage, photoBody } from './role-matrix.author-pages';
import { asAdmin, asOwner, madeBefore, once, payloadOf } from './role-matrix.fixtures';
import { open, own, type Row } from './role-matrix.outcomes';
import type { Caller, MatrixContext } from './role-matrix.setup';

/**
 * Site content in the role × endpoint table (role-matrix.table.ts): what every page asks for (its
 * modules, banners and the reader's messages), the reader's site messages, the static pages and
 * their images, the sitemap, and the public author pages. The pages are public by design; a
 * message is its reader's (a contributor reads the author's, an administrator has none).
 */

/** A broadcast message to the owner alone, showing now. */
const ownersMessage = (ctx: MatrixContext) =>
  once(ctx, 'message', async () => {
    const answer = payloadOf<{ message: { messageId: string } }>(
      await asAdmin(ctx).post('/api/admin/broadcast-message-create', {
        message: {
          typeId: 2,
          title: 'For the owner',
          details: '<p>Role matrix: for the owner only.</p>',
          audience: { kind: 'USERS', recipients: [ctx.owner.customerId] },
        },
      }),
      'broadcast-message-create',
    );
    return answer.message.messageId;
  });

/** The owner's message reaches the owner and the contributors acting for them, and no one else. */
function checkMessages(ctx: MatrixContext, caller: Caller, payload: Record<string, unknown>) {
  const ids = (payload.messages as { messageId: string }[]).map((m) => m.messageId);
  const reader = caller.role === 'owner' || caller.role.startsWith('contributor:');
  if (ids.includes(madeBefore<string>(ctx, 'message')) !== reader) throw new Error(`messages ${ids}`);
}

/** An image stored for the site's modules. */
const contentImage = (ctx: MatrixContext) =>
  once(ctx, 'image', async () => {
    const res = await asAdmin(ctx).request('POST', '/api/admin/site-module-image-upload', imageUploadBody());
    return payloadOf<{ filePath: string }>(res, 'site-module-image-upload').filePath;
  });

/** The owner's seeded author page, with a photo. */
const ownersAuthorPage = (ctx: MatrixContext) =>
  once(ctx, 'author-page', async () => {
    const id = await ownersPage(ctx);
    const photo = await asOwner(ctx).request(
      'POST',
      `/api/account/author-pages/${id}/photo`,
      await photoBody(),
    );
    payloadOf(photo, 'author page photo');
    return id;
  });

export const contentRows: Row[] = [
  // ── What a page shows: signed in or not (a visitor and an administrator get no messages) ──
  {
    method: 'GET',
    route: '/api/project/page-banners/:page',
    expect: open(),
    call: async (ctx) => {
      await ownersMessage(ctx);
      return { url: '/api/project/page-banners/projects' };
    },
    check: checkMessages,
  },
  {
    method: 'GET',
    route: '/api/static_content',
    expect: open(),
    call: () => ({ url: '/api/static_content?url=how-it-works' }),
  },

  // ── The reader's site messages (any contributor reads and puts away the author's) ──────
  {
    method: 'GET',
    route: '/api/broadcast_messages',
    expect: own(),
    call: async (ctx) => {
      await ownersMessage(ctx);
      return { url: '/api/broadcast_messages' };
    },
    check: checkMessages,
  },
  { method: 'GET', route: '/api/marketing_messages', expect: own() },
  {
    method: 'POST',
    route: '/api/dismiss_broadcast_message',
    // Dismissing again changes nothing; a message that is not for the caller is not there.
    expect: own('ok', { otherAuthor: 404, admin: 404 }),
    call: async (ctx) => ({
      url: '/api/dismiss_broadcast_message',
      body: { messageId: await ownersMessage(ctx) },
    }),
  },

  // ── The public pages (HTML, images, XML): everybody, signed in or not ────────────────
  {
    method: 'GET',
    route: '/content-images/:name',
    expect: open('ok-raw'),
    call: async (ctx) => ({ url: `/${await contentImage(ctx)}` }),
  },
  ...STATIC_PAGE_SLUGS.map((slug): Row => ({ method: 'GET', route: `/${slug}`, expect: open('ok-raw') })),
  { method: 'GET', route: '/sitemap.xml', expect: open('ok-raw') },
  // The web app's index.html with the home page in it (without a build, the web app plugin's own page).
  { method: 'GET', route: '/', expect: open('ok-raw') },
  {
    method: 'GET',
    route: '/authors/:id',
    expect: open({ status: 301, code: null, why: "to the page's address with its slug" }),
    call: async (ctx) => ({ url: `/authors/${await ownersAuthorPage(ctx)}` }),
  },
  {
    method: 'GET',
    route: '/authors/:id/:slug',
    expect: open('ok-raw'),
    call: async (ctx) => ({ url: authorPagePath(await ownersAuthorPage(ctx), 'Ada Author') }),
  },
  {
    method: 'GET',
    route: '/authors/:id/photo.webp',
    expect: open('ok-raw'),
    call: async (ctx) => ({ url: `/authors/${await ownersAuthorPage(ctx)}/photo.webp` }),
  },
];
