import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../src/modules/files/engines/pdf/test-pdf';
import { buildFilesApp, createProject, upload, worker } from './files-helpers';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

let t: TestApp;
let author: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
  anonymous = t.client();
  await anonymous.fetchCsrf();
});
afterAll(() => t?.close());

const jpeg = async (width: number, height: number) => ({
  filename: 'panel.jpg',
  data: await sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer(),
});
const project = async (id: string) => (await author.get(`/api/project/${id}`)).json().payload;
const spine = (c: TestClient, projectId: string, spineColor = '#336699') =>
  c.post('/api/project/spine', { projectId, spineColor });

describe('POST /api/project/spine (separate covers)', () => {
  it('composes front, spine and back into a new full cover, which is checked like an upload', async () => {
    const id = await createProject(author, {
      type: 'POD',
      title: 'Two Panels',
      ...PRINT_SPEC,
      coverType: 'separate',
    });
    expect((await spine(author, id)).statusCode).toBe(409); // interior not approved yet
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'i.pdf', data: Buffer.from(await buildPdf({ pages: 24 })) },
    });
    await worker(t).drain(60_000);
    expect(
      (await author.post('/api/project/approve', { projectId: id, elementType: 'INTERIOR' })).statusCode,
    ).toBe(200);
    expect((await spine(author, id)).statusCode).toBe(409); // no front and back yet
    await upload(author, { projectId: id, elementType: 'FRONT_COVER', file: await jpeg(1800, 2700) });
    await upload(author, { projectId: id, elementType: 'BACK_COVER', file: await jpeg(1800, 2700) });
    await worker(t).drain(60_000);
    expect(await project(id)).toMatchObject({
      coverFrontPreFlightCheckStatus: 'SUCCESSFUL',
      coverBackPreFlightCheckStatus: 'SUCCESSFUL',
    });

    expect((await spine(author, id, 'blue')).statusCode).toBe(400);
    expect((await spine(anonymous, id)).statusCode).toBe(401);
    expect((await spine(await otherAuthor(t), id)).statusCode).toBe(404);
    const res = await spine(author, id, '#1A2B3C');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({
      spineColor: '#1A2B3C',
      coverFullPreFlightCheckStatus: 'NOT_STARTED',
    });
    await worker(t).drain(60_000);
    const status = (
      await author.get(`/api/project/preflightstatus?projectId=${id}&elementType=FULL_COVER`)
    ).json().payload;
    expect(status.preFlightCheckStatus, JSON.stringify(status.data.findings)).toBe('SUCCESSFUL');
    expect(status.data.file).toMatchObject({ kind: 'PDF', originalName: 'full-cover.pdf' });
    const approved = await author.post('/api/project/approve', { projectId: id, elementType: 'FULL_COVER' });
    expect(approved.statusCode, approved.body).toBe(200);
    const admin = t.client();
    await admin.signIn(ADMIN);
    expect((await spine(admin, id, '#000000')).statusCode).toBe(200);
    await worker(t).drain(60_000);
  });

  it('a front cover PDF that passed its check but cannot be placed: 409 saying to export it again', async () => {
    const id = await createProject(author, {
      type: 'POD',
      title: 'Damaged Front',
      ...PRINT_SPEC,
      coverType: 'separate',
    });
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'i.pdf', data: Buffer.from(await buildPdf({ pages: 24 })) },
    });
    await worker(t).drain(60_000);
    await author.post('/api/project/approve', { projectId: id, elementType: 'INTERIOR' });
    // A junk byte in the first dictionary: the preflight's readers repair it, pdf-lib refuses it.
    const text = Buffer.from(await buildPdf({ pages: 1 })).toString('latin1');
    const at = text.indexOf('<<') + 2;
    const front = Buffer.from(`${text.slice(0, at)} \x0e ${text.slice(at)}`, 'latin1');
    await upload(author, {
      projectId: id,
      elementType: 'FRONT_COVER',
      file: { filename: 'front.pdf', data: front },
    });
    await upload(author, { projectId: id, elementType: 'BACK_COVER', file: await jpeg(1800, 2700) });
    await worker(t).drain(60_000);
    expect(await project(id)).toMatchObject({
      coverFrontPreFlightCheckStatus: 'SUCCESSFUL',
      coverBackPreFlightCheckStatus: 'SUCCESSFUL',
    });
    const res = await spine(author, id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0].description).toMatch(
      /^The front cover could not be placed .* Export it again/,
    );
  });

  it('refused for an eBook and for a full cover type', async () => {
    const ebook = await createProject(author, { type: 'EBOOK', title: 'No Spine' });
    expect((await spine(author, ebook)).statusCode).toBe(409);
    const full = await createProject(author, {
      type: 'POD',
      title: 'Full',
      ...PRINT_SPEC,
      coverType: 'full',
    });
    const res = await spine(author, full);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toContain('separate front and back cover');
  });
});

describe('a print full cover', () => {
  it('a PDF of the wrong size ends in ERROR saying the size it must have', async () => {
    const id = await createProject(author, {
      type: 'POD',
      title: 'Wrong Cover',
      ...PRINT_SPEC,
      coverType: 'full',
    });
    const file = {
      filename: 'cover.pdf',
      data: Buffer.from(await buildPdf({ pages: 1, size: { widthIn: 6, heightIn: 9 } })),
    };
    await upload(author, { projectId: id, elementType: 'FULL_COVER', file });
    await worker(t).drain(60_000);
    const status = (
      await author.get(`/api/project/preflightstatus?projectId=${id}&elementType=FULL_COVER`)
    ).json().payload;
    expect(status.preFlightCheckStatus).toBe('ERROR');
    expect((await project(id)).coverFullPreFlightCheckStatus).toBe('ERROR');
  });
});

describe('GET /api/project/generateCover and cover-specs', () => {
  const query = 'pageSize=6x9&pageCount=120&paperColor=WHITE&printColor=BLACK_WHITE&coverFormat=SOFTCOVER';

  it('answers the template PDF as a download', async () => {
    const res = await author.get(`/api/project/generateCover?${query}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cover-template-6x9-120p-softcover.pdf"/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('checks every field; signed out is 401', async () => {
    const bad = await author.get(
      '/api/project/generateCover?pageSize=4x4&pageCount=17&paperColor=PINK&printColor=BLACK_WHITE',
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field?: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['pageSize', 'pageCount', 'paperColor']));
    const jacket = await author.get(
      '/api/project/generateCover?pageSize=5x8&pageCount=120&paperColor=WHITE&printColor=BLACK_WHITE&coverFormat=HARDCOVER_DUST_JACKET',
    );
    expect(jacket.statusCode).toBe(400);
    expect(jacket.json().errors[0]).toMatchObject({ field: 'coverFormat' });
    expect((await t.client().get(`/api/project/generateCover?${query}`)).statusCode).toBe(401);
  });

  it('cover-specs: the tables, and the dimensions of a given book', async () => {
    const tables = (await author.get('/api/project/cover-specs')).json().payload;
    expect(tables).toMatchObject({ bleedIn: 0.125, dimensions: null });
    expect(tables.pageSizes.length).toBeGreaterThan(5);
    const book = (await author.get(`/api/project/cover-specs?${query}`)).json().payload;
    expect(book.dimensions).toMatchObject({ pageSize: '6x9', trimWidthIn: 6, trimHeightIn: 9 });
    expect(book.dimensions.spineWidthIn).toBeCloseTo(120 * 0.002252, 4);
    expect(book.dimensions.fullCover.widthIn).toBeCloseTo(2 * 6 + 120 * 0.002252 + 2 * 0.125, 3);
    expect((await t.client().get('/api/project/cover-specs')).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists the files calls with their response schemas', async () => {
    const spec = (await t.client().get('/api/docs/json')).json();
    for (const path of [
      '/api/project/upload',
      '/api/project/uploadSample',
      '/api/project/preflightstatus',
      '/api/project/approve',
      '/api/project/approveSample',
      '/api/project/spine',
      '/api/project/{id}/preview',
      '/api/project/{id}/preview_sample',
      '/api/project/{id}/ebook-preview-prefilght-status',
      '/api/project/{id}/sample-preview-prefilght-status',
      '/api/project/{id}/createCustomSample',
      '/api/project/generateCover',
      '/api/project/cover-specs',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    const status = spec.paths['/api/project/preflightstatus'].get.responses['200'];
    expect(JSON.stringify(status)).toContain('preFlightCheckStatus');
  });
});
