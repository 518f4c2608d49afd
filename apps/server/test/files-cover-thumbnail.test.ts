import { Readable } from 'node:stream';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/storage';
import { buildFilesApp, createProject, upload, worker } from './files-helpers';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

/**
 * A dashboard card's cover image (decision 055): the server draws a PDF cover's first page into a
 * WebP (in the PDF worker), keeps it beside the file, and answers it only to those who may read
 * the book; a PDF it cannot draw answers 404, and the card keeps its placeholder.
 */
let t: TestApp;
let author: TestClient;

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
});
afterAll(() => t?.close());

interface ListItem {
  id: string;
  title: string;
  coverThumbnailUrl: string | null;
  coverThumbnailKind: string | null;
  coverThumbnailPanel: string | null;
}

const listed = async (title: string): Promise<ListItem> => {
  const page = (await author.get('/api/projects?limit=100')).json().payload.projects as ListItem[];
  return page.find((p) => p.title === title) as ListItem;
};

/** A one-page 6 × 9 in PDF whose page is one solid colour (0–1 RGB), as a layout program exports a front cover. */
async function solidPdf(color: [number, number, number]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([6 * 72, 9 * 72]);
  page.drawRectangle({ x: 0, y: 0, width: 6 * 72, height: 9 * 72, color: rgb(...color) });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A print book with a front cover PDF that passed its check; answers the book's list item. */
async function bookWithFrontPdf(title: string, pdf: Buffer): Promise<ListItem> {
  const id = await createProject(author, { type: 'POD', title, ...PRINT_SPEC, coverType: 'separate' });
  const res = await upload(author, {
    projectId: id,
    elementType: 'FRONT_COVER',
    file: { filename: 'front.pdf', data: pdf, contentType: 'application/pdf' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await worker(t).drain(60_000);
  const project = (await author.get(`/api/project/${id}`)).json().payload;
  expect(project.coverFrontPreFlightCheckStatus).toBe('SUCCESSFUL');
  return listed(title);
}

/** The colour of the pixel at the centre of the image. */
async function centre(data: Buffer): Promise<number[]> {
  const { data: px, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [...px.subarray(at, at + 3)];
}

const fileIdOf = (item: ListItem) => (item.coverThumbnailUrl ?? '').split('/').pop() as string;

describe('GET /api/project/{id}/cover-thumbnail/{fileId}', () => {
  it("a checked PDF cover's card shows an image of its first page, 400 pixels wide, kept beside the file", async () => {
    const item = await bookWithFrontPdf('Red Front', await solidPdf([0.8, 0.1, 0.1]));
    expect(item).toMatchObject({ coverThumbnailKind: 'IMAGE', coverThumbnailPanel: 'FRONT' });
    expect(item.coverThumbnailUrl).toBe(`/api/project/${item.id}/cover-thumbnail/${fileIdOf(item)}`);

    const res = await author.get(item.coverThumbnailUrl as string);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const image = res.rawPayload;
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 400, height: 600 });
    const [r = 0, g = 0, b = 0] = await centre(image);
    // rgb(0.8, 0.1, 0.1) is (204, 26, 26); WebP's lossy colour is within a few levels of it.
    expect(Math.abs(r - 204)).toBeLessThanOrEqual(8);
    expect(Math.abs(g - 26)).toBeLessThanOrEqual(8);
    expect(Math.abs(b - 26)).toBeLessThanOrEqual(8);

    // Kept in the file store beside the file: the next card is served from there.
    const storage = createStorage(t.config.files.storage);
    expect(await storage.stat(`files/${fileIdOf(item)}/thumbnail.webp`)).not.toBeNull();
    const again = await author.get(item.coverThumbnailUrl as string);
    expect(again.rawPayload.equals(image)).toBe(true);
  });

  it('only those who may read the book get it: another author 404, anonymous 401, an administrator 200', async () => {
    const item = await bookWithFrontPdf('Green Front', await solidPdf([0.1, 0.6, 0.2]));
    const url = item.coverThumbnailUrl as string;
    expect((await (await otherAuthor(t)).get(url)).statusCode).toBe(404);
    const anonymous = t.client();
    expect((await anonymous.get(url)).statusCode).toBe(401);
    const admin = t.client();
    await admin.signIn(ADMIN);
    expect((await admin.get(url)).statusCode).toBe(200);
    // Another book's address with this file, or a file that is not a cover: 404.
    const other = await listed('Red Front');
    expect((await author.get(`/api/project/${other.id}/cover-thumbnail/${fileIdOf(item)}`)).statusCode).toBe(
      404,
    );
    expect((await author.get(`/api/project/${item.id}/cover-thumbnail/not-a-file`)).statusCode).toBe(404);
  });

  it('a PDF that cannot be drawn answers 404 (the card keeps its placeholder), never a 500, and is not tried again', async () => {
    const item = await bookWithFrontPdf('Damaged Front', await solidPdf([0.2, 0.2, 0.8]));
    // The stored file is damaged after its check: a PDF header and trailer around bytes of nothing.
    const storage = createStorage(t.config.files.storage);
    const junk = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(2048, 0x41),
      Buffer.from('\nstartxref\n9\n%%EOF\n'),
    ]);
    await storage.put(`files/${fileIdOf(item)}/original`, Readable.from([junk]), { maxBytes: 1 << 20 });
    const res = await author.get(item.coverThumbnailUrl as string);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().errors[0].code).toBe('NOT_FOUND');
    expect(await storage.stat(`files/${fileIdOf(item)}/thumbnail.failed`)).not.toBeNull();
    expect((await author.get(item.coverThumbnailUrl as string)).statusCode).toBe(404);
  });

  it('covers checked before thumbnails existed (the demo books) get theirs on first request; a full cover keeps its width', async () => {
    const pod = await listed('Field Notes from the Allotment');
    expect(pod).toMatchObject({ coverThumbnailKind: 'IMAGE', coverThumbnailPanel: 'FULL' });
    const res = await author.get(pod.coverThumbnailUrl as string);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    // A full cover (back, spine, front) covers the 400 × 600 box at its height: wider than tall.
    expect(meta).toMatchObject({ format: 'webp', height: 600 });
    expect(meta.width).toBeGreaterThan(800);
    const ebook = await listed('The Lighthouse Keeper’s Daughter');
    const image = await author.get(ebook.coverThumbnailUrl as string);
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
  });
});
