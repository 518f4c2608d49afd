import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../src/db/rows';
import { contributors, own, ownersData, type Row } from './role-matrix.outcomes';
import type { MatrixContext } from './role-matrix.setup';

/**
 * The author pages' rows of the role × endpoint table (role-matrix.table.ts). The owner (the demo
 * author) holds the feature with three pages and one seeded; the other author does not hold it (403
 * before any ownership), a contributor needs "Author pages", administrators only read.
 */

const PAGES = '/api/account/author-pages';
let n = 0;
const uniqueName = () => `Matrix Pen ${Date.now()} ${++n}`;

/** The owner's seeded page (the rows change it, never delete it). */
export async function ownersPage(ctx: MatrixContext): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await ctx.t.database.db.execute(
      sql`select id from author_pages where owner_customer_id = ${ctx.owner.customerId} and name = 'Ada Author'`,
    ),
  );
  if (!rows[0]) throw new Error('the demo author has no author page');
  return rows[0].id;
}

/** A page of the owner's made straight in the table, so every caller has one to try to delete. */
async function spareOwnersPage(ctx: MatrixContext): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await ctx.t.database.db.execute(
      sql`insert into author_pages (owner_customer_id, name, slug, created_at, updated_at, updated_by)
          values (${ctx.owner.customerId}, ${uniqueName()}, 'matrix-pen', now(), now(), ${ctx.owner.customerId})
          returning id`,
    ),
  );
  return (rows[0] as { id: string }).id;
}

let png: Buffer | null = null;
export async function photoBody() {
  png ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0d3b66' } })
    .png()
    .toBuffer();
  const boundary = '----quire-matrix-photo';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The owner's calls, for the owner and a contributor with "Author pages"; others refused (403). */
const keepers = (rest = {}) => ({
  ...ownersData({ otherAuthor: 403, admin: 403 }),
  ...contributors(403),
  'contributor:AUTHOR_PAGES': 'ok' as const,
  ...rest,
});

export const authorPageRows: Row[] = [
  {
    method: 'GET',
    route: PAGES,
    // The administrator reads their own account's (none) without a customerId.
    expect: own('ok', { otherAuthor: 403, ...contributors(403), 'contributor:AUTHOR_PAGES': 'ok' }),
    check: (_ctx, caller, payload) => {
      const names = (payload.pages as { name: string }[]).map((p) => p.name);
      const owners = caller.role === 'owner' || caller.role === 'contributor:AUTHOR_PAGES';
      if (owners !== names.includes('Ada Author')) throw new Error(`pages ${names}`);
    },
  },
  // Two pages are made here (the owner's and the contributor's): with the seeded one, the limit of three.
  {
    method: 'POST',
    route: PAGES,
    expect: keepers(),
    call: () => ({ url: PAGES, body: { name: uniqueName() } }),
  },
  {
    method: 'PUT',
    route: `${PAGES}/:id`,
    expect: keepers(),
    call: async (ctx) => ({
      url: `${PAGES}/${await ownersPage(ctx)}`,
      body: { name: 'Ada Author', links: [{ label: 'Website', url: 'https://ada-author.example.com' }] },
    }),
  },
  {
    method: 'POST',
    route: `${PAGES}/:id/photo`,
    expect: keepers(),
    call: async (ctx) => ({ url: `${PAGES}/${await ownersPage(ctx)}/photo`, ...(await photoBody()) }),
  },
  {
    method: 'DELETE',
    route: `${PAGES}/:id`,
    expect: keepers(),
    call: async (ctx) => ({ url: `${PAGES}/${await spareOwnersPage(ctx)}` }),
  },
];
