import { coverThumbnailUrl } from '@quire/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { epubFile, type FilePart, multipart } from './files-helpers';
import { all, type Row } from './role-matrix.outcomes';
import { changesBook, readsAccount, readsBook } from './role-matrix.projects';
import { type Caller, fork, type MatrixContext } from './role-matrix.setup';

/**
 * The files rows of the role × endpoint table (role-matrix.table.ts; the expectations are
 * role-matrix.projects.ts's): uploads, checks, approvals, previews and the files they serve, the
 * selected sample and the cover tools. Uploads go to the owner's eBook in progress; approvals are
 * repeated on books whose files are approved already, so no call changes what a later row reads.
 */

const PROJECT = '/api/project';

let png: Buffer | null = null;
async function coverPart(): Promise<FilePart> {
  png ??= await sharp({ create: { width: 16, height: 24, channels: 3, background: '#0d3b66' } })
    .png()
    .toBuffer();
  return { filename: 'cover.png', data: png, contentType: 'image/png' };
}

/** An upload as the web client sends it: the fields, with the caller's CSRF token, before the file. */
function uploadCall(
  url: string,
  caller: Caller,
  fields: Array<[string, string]>,
  file: FilePart,
): { url: string; raw: Buffer; headers: Record<string, string> } {
  const token = caller.client.csrfToken ?? '';
  const { payload, contentType } = multipart([...fields, ['authenticityToken', token], file]);
  return { url, raw: payload, headers: { 'content-type': contentType } };
}

/** The first document of the on-sale eBook's interior, where its owner's preview reads it (read once). */
async function ownersDocument(ctx: MatrixContext): Promise<string> {
  let url = documents.get(ctx);
  if (!url) {
    const res = await fork(ctx.callers.owner.client, ctx.t.app).get(
      `${PROJECT}/${ctx.books.onSaleEbook}/preview`,
    );
    if (res.statusCode !== 200) throw new Error(`preview answered ${res.statusCode}: ${res.body}`);
    const preview: { url: string; spine: { href: string }[] } = res.json().payload;
    url = `${preview.url.replace(/\/$/, '')}/${preview.spine[0]?.href ?? ''}`;
    documents.set(ctx, url);
  }
  return url;
}
const documents = new WeakMap<MatrixContext, string>();

/** The on-sale eBook's card image address, as its owner's dashboard lists it. */
async function ownersCoverThumbnail(ctx: MatrixContext): Promise<string> {
  const res = await fork(ctx.callers.owner.client, ctx.t.app).get(`${PROJECT}/${ctx.books.onSaleEbook}`);
  const url = coverThumbnailUrl(res.json().payload?.coverFile ?? null);
  if (!url) throw new Error(`the on-sale eBook has no served cover: ${res.body}`);
  return url;
}

const STEP_LOCKED = (why: string) => ({ status: 409, code: 'WIZARD_STEP_LOCKED', why });
const UPLOAD = changesBook();

export const fileRows: Row[] = [
  {
    method: 'POST',
    route: `${PROJECT}/upload`,
    // Refused before a byte is read (onRequest); the CSRF token is a form field.
    expect: UPLOAD,
    call: async (ctx, caller) =>
      uploadCall(
        `${PROJECT}/upload`,
        caller,
        [
          ['projectElementType', 'FULL_COVER'],
          ['projectId', ctx.books.editingEbook],
        ],
        await coverPart(),
      ),
  },
  {
    method: 'POST',
    route: `${PROJECT}/uploadSample`,
    expect: UPLOAD,
    call: async (ctx, caller) =>
      uploadCall(
        `${PROJECT}/uploadSample`,
        caller,
        [['projectId', ctx.books.editingEbook]],
        await epubFile(),
      ),
  },
  {
    method: 'GET',
    route: `${PROJECT}/preflightstatus`,
    expect: readsBook(),
    call: (ctx) => ({
      url: `${PROJECT}/preflightstatus?projectId=${ctx.books.onSaleEbook}&elementType=INTERIOR`,
    }),
  },
  {
    method: 'POST',
    route: `${PROJECT}/approve`,
    // The ordered book's interior, approved at the seed: approving it again changes nothing.
    expect: changesBook(),
    call: (ctx) => ({
      url: `${PROJECT}/approve`,
      body: { projectId: ctx.books.orderedPod, elementType: 'INTERIOR' },
    }),
  },
  {
    method: 'POST',
    route: `${PROJECT}/approveSample`,
    expect: changesBook(),
    call: (ctx) => ({ url: `${PROJECT}/approveSample`, body: { projectId: ctx.books.onSaleEbook } }),
  },
  {
    method: 'POST',
    route: `${PROJECT}/spine`,
    // The ordered book has a full cover, not separate ones: a refusal after authorization.
    expect: changesBook(STEP_LOCKED('authorized; the book has one full cover, no spine to compose')),
    call: (ctx) => ({
      url: `${PROJECT}/spine`,
      body: { projectId: ctx.books.orderedPod, spineColor: '#112233' },
    }),
  },
  ...(
    [
      'preview',
      'preview_sample',
      'ebook-preview-prefilght-status',
      'sample-preview-prefilght-status',
    ] as const
  ).map(
    (path): Row => ({
      method: 'GET',
      route: `${PROJECT}/:id/${path}`,
      expect: readsBook(),
      call: (ctx) => ({ url: `${PROJECT}/${ctx.books.onSaleEbook}/${path}` }),
    }),
  ),
  {
    method: 'GET',
    route: `${PROJECT}/:id/files/:fileId/*`,
    // The first document of the on-sale eBook's interior, as its preview reads it.
    expect: readsBook('ok-raw'),
    call: async (ctx) => ({ url: await ownersDocument(ctx) }),
  },
  {
    method: 'GET',
    route: `${PROJECT}/:id/cover-thumbnail/:fileId`,
    // The on-sale eBook's cover image as its dashboard card shows it (a WebP the server makes).
    expect: readsBook('ok-raw'),
    call: async (ctx) => ({ url: await ownersCoverThumbnail(ctx) }),
  },
  {
    method: 'POST',
    route: `${PROJECT}/:id/createCustomSample`,
    // Selected samples are a feature of the caller's own account (BAB_CUSTOM_SAMPLE, off by default),
    // here the owner's and the other author's; the eBook in progress has no interior to choose from.
    // A contributor or an administrator is refused for their own account's lack of it, whatever the
    // owner holds (the EAA search asks the owner's account instead).
    expect: {
      ...all(403),
      anonymous: 401,
      owner: STEP_LOCKED('authorized; the interior has not passed its check'),
      otherAuthor: 404,
    },
    call: async (ctx) => {
      for (const email of [ctx.owner.email, ctx.callers.otherAuthor.identity?.email ?? '']) {
        await ctx.t.database.db.execute(
          sql`update users set permissions = array_append(array_remove(permissions, 'BAB_CUSTOM_SAMPLE'), 'BAB_CUSTOM_SAMPLE')
              where email = ${email}`,
        );
      }
      return {
        url: `${PROJECT}/${ctx.books.editingEbook}/createCustomSample`,
        body: { hrefs: ['chapter-1.xhtml'] },
      };
    },
  },
  {
    method: 'GET',
    route: `${PROJECT}/cover-specs`,
    expect: readsAccount(),
    call: () => ({
      url: `${PROJECT}/cover-specs?pageSize=6x9&pageCount=120&paperColor=WHITE&printColor=BLACK_WHITE`,
    }),
  },
  {
    method: 'GET',
    route: `${PROJECT}/generateCover`,
    // The template of figures given: the same for every signed-in author (BOOK_COVER_TEMPLATE is on by default).
    expect: readsAccount('ok-raw'),
    call: () => ({
      url: `${PROJECT}/generateCover?pageSize=6x9&pageCount=120&paperColor=WHITE&printColor=BLACK_WHITE`,
    }),
  },
];
