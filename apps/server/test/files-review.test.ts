import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpub } from '../src/modules/files/engines/epub/test-epub';
import { buildPdf } from '../src/modules/files/engines/pdf/test-pdf';
import { buildFilesApp, createProject, upload, worker } from './files-helpers';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let stranger: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
  admin = t.client();
  await admin.signIn(ADMIN);
  stranger = await otherAuthor(t);
  anonymous = t.client();
  await anonymous.fetchCsrf();
});
afterAll(() => t?.close());

const pdf = async (pages: number, pageSizes: Record<number, { widthIn: number; heightIn: number }> = {}) => ({
  filename: 'interior.pdf',
  data: Buffer.from(await buildPdf({ pages, size: { widthIn: 6, heightIn: 9 }, pageSizes })),
  contentType: 'application/pdf',
});
const jpeg = async (width: number, height: number) => ({
  filename: 'cover.jpg',
  data: await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 70, b: 120 } } })
    .jpeg()
    .toBuffer(),
  contentType: 'image/jpeg',
});
const project = async (id: string) => (await author.get(`/api/project/${id}`)).json().payload;
const status = async (id: string, element: string) =>
  (await author.get(`/api/project/preflightstatus?projectId=${id}&elementType=${element}`)).json().payload;
const approve = (c: TestClient, projectId: string, elementType: string) =>
  c.post('/api/project/approve', { projectId, elementType });

describe('a print interior PDF', () => {
  it('page sizes are checked by page number; the page count is set, and a change is flagged', async () => {
    const id = await createProject(author, { type: 'POD', title: 'Print Me', ...PRINT_SPEC });
    const wrong = await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: await pdf(24, { 7: { widthIn: 8.5, heightIn: 11 } }),
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    await worker(t).drain(60_000);
    const failed = await status(id, 'INTERIOR');
    expect(failed.preFlightCheckStatus).toBe('ERROR');
    expect(failed.data.pageCount).toBe(24);
    expect(failed.data.findings).toContainEqual(expect.objectContaining({ code: 'PDF_PAGE_SIZE', page: 7 }));
    expect((await project(id)).pageCount).toBe(120);
    expect((await approve(author, id, 'INTERIOR')).statusCode).toBe(409);

    await upload(author, { projectId: id, elementType: 'INTERIOR', file: await pdf(24) });
    await worker(t).drain(60_000);
    expect((await status(id, 'INTERIOR')).preFlightCheckStatus).toBe('SUCCESSFUL');
    expect(await project(id)).toMatchObject({
      pageCount: 24,
      pageCountChanged: true,
      interiorPreFlightCheckStatus: 'SUCCESSFUL',
    });
    const preview = (await author.get(`/api/project/${id}/preview`)).json().payload;
    expect(preview).toMatchObject({ kind: 'PDF', pageCount: 24 });
    const served = await author.get(preview.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="interior.pdf"; filename*=UTF-8''interior.pdf`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "sandbox allow-same-origin; default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'self'",
    );
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(served.headers['accept-ranges']).toBe('bytes');
    // The PDF preview reads large files by ranges.
    const size = served.rawPayload.length;
    const head = await author.get(preview.url, { headers: { range: 'bytes=0-4' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-4/${size}`);
    expect(head.body).toBe('%PDF-');
    const tail = await author.get(preview.url, { headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(served.rawPayload.subarray(size - 10))).toBe(true);
    const outside = await author.get(preview.url, { headers: { range: `bytes=${size}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    // Others may not see it, whatever they guess; an administrator may.
    expect((await stranger.get(preview.url)).statusCode).toBe(404);
    expect((await t.client().get(preview.url)).statusCode).toBe(401);
    expect((await admin.get(preview.url)).statusCode).toBe(200);

    const ack = await author.post('/api/project/acknowledgePageCountChanged', { projectId: id });
    expect(ack.json().payload.pageCountChanged).toBe(false);

    // Interior approved; a new interior resets the approval.
    const ok = await approve(author, id, 'INTERIOR');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payload.interiorApproved).toBe(true);
    await upload(author, { projectId: id, elementType: 'INTERIOR', file: await pdf(26) });
    expect((await project(id)).interiorApproved).toBe(false);
    await worker(t).drain(60_000);
  });

  it('a truncated PDF ends in ERROR with a clear message', async () => {
    const id = await createProject(author, { type: 'POD', title: 'Cut Short', ...PRINT_SPEC });
    const whole = (await pdf(20)).data;
    const cut = { filename: 'cut.pdf', data: whole.subarray(0, Math.floor(whole.length / 2)) };
    await upload(author, { projectId: id, elementType: 'INTERIOR', file: cut });
    await worker(t).drain(60_000);
    const s = await status(id, 'INTERIOR');
    expect(s.preFlightCheckStatus).toBe('ERROR');
    expect(s.data.findings[0].severity).toBe('ERROR');
  });
});

describe('covers and approvals', () => {
  it('an eBook cover image is checked and re-encoded; cover approval needs an approved interior', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Covered' });
    const res = await upload(author, {
      projectId: id,
      elementType: 'FULL_COVER',
      file: await jpeg(1600, 2400),
    });
    expect(res.statusCode, res.body).toBe(200);
    await worker(t).drain(60_000);
    expect((await status(id, 'FULL_COVER')).preFlightCheckStatus).toBe('SUCCESSFUL');
    const p = await project(id);
    expect(p.coverFullPreFlightCheckStatus).toBe('SUCCESSFUL');
    const image = await author.get(p.coverFile);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const refused = await approve(author, id, 'FULL_COVER');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].description).toContain('Approve your interior');

    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'b.epub', data: await buildEpub({}) },
    });
    await worker(t).drain(60_000);
    expect((await approve(author, id, 'INTERIOR')).statusCode).toBe(200);
    const approved = await approve(author, id, 'FULL_COVER');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payload.coverFullApproved).toBe(true);
    // A new full cover resets its approval.
    await upload(author, { projectId: id, elementType: 'FULL_COVER', file: await jpeg(1600, 2400) });
    expect((await project(id)).coverFullApproved).toBe(false);
    await worker(t).drain(60_000);
  });

  it('a too-small eBook cover ends in ERROR', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Tiny Cover' });
    await upload(author, { projectId: id, elementType: 'FULL_COVER', file: await jpeg(300, 450) });
    await worker(t).drain(60_000);
    const s = await status(id, 'FULL_COVER');
    expect(s.preFlightCheckStatus).toBe('ERROR');
  });

  it('approve: bad input 400, signed out 401, stranger 404, unknown 404, admin allowed', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Rules' });
    expect(
      (await author.post('/api/project/approve', { projectId: id, elementType: 'SPINE' })).statusCode,
    ).toBe(400);
    expect((await approve(anonymous, id, 'INTERIOR')).statusCode).toBe(401);
    expect((await approve(stranger, id, 'INTERIOR')).statusCode).toBe(404);
    expect((await approve(author, '00000000-0000-4000-8000-000000000000', 'INTERIOR')).statusCode).toBe(404);
    expect((await approve(author, id, 'FRONT_COVER')).statusCode).toBe(400);
    // Interior review needs the converted interior.
    expect((await approve(admin, id, 'INTERIOR')).statusCode).toBe(409);
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'b.epub', data: await buildEpub({}) },
    });
    await worker(t).drain(60_000);
    const byAdmin = await approve(admin, id, 'INTERIOR');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});

describe('samples', () => {
  it('approveSample: the default sample once the interior is converted; a custom one after its check', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Sampled' });
    expect((await author.post('/api/project/approveSample', { projectId: id })).statusCode).toBe(409);
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'b.epub', data: await buildEpub({}) },
    });
    await worker(t).drain(60_000);
    const byDefault = await author.post('/api/project/approveSample', {
      projectId: id,
      elementType: 'SAMPLE',
    });
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json().payload.sampleApproved).toBe(true);
    // The default sample previews the interior.
    expect(
      (await author.get(`/api/project/${id}/sample-preview-prefilght-status`)).json().payload,
    ).toMatchObject({
      preFlightCheckStatus: 'SUCCESSFUL',
    });
    expect((await author.get(`/api/project/${id}/preview_sample`)).json().payload.kind).toBe('EPUB');

    const custom = await upload(author, {
      projectId: id,
      sample: true,
      file: { filename: 'sample.epub', data: await buildEpub({}, { title: 'The Sample' }) },
    });
    expect(custom.statusCode, custom.body).toBe(200);
    expect(await project(id)).toMatchObject({ sampleApproved: false, isDefaultSample: 'CUSTOM' });
    expect((await author.post('/api/project/approveSample', { projectId: id })).statusCode).toBe(409);
    await worker(t).drain(60_000);
    expect(
      (await author.get(`/api/project/${id}/sample-preview-prefilght-status`)).json().payload,
    ).toMatchObject({
      preFlightCheckStatus: 'SUCCESSFUL',
      data: { elementType: 'SAMPLE' },
    });
    expect((await author.post('/api/project/approveSample', { projectId: id })).statusCode).toBe(200);
  });

  it('createCustomSample needs BAB_CUSTOM_SAMPLE; it builds a selected sample from spine hrefs', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Selected' });
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'b.epub', data: await buildEpub({}) },
    });
    await worker(t).drain(60_000);
    const spine = (await author.get(`/api/project/${id}/preview`)).json().payload.spine as { href: string }[];
    const first = spine[0]!.href;
    expect((await author.post(`/api/project/${id}/createCustomSample`, { hrefs: [first] })).statusCode).toBe(
      403,
    );
    expect(
      (await anonymous.post(`/api/project/${id}/createCustomSample`, { hrefs: [first] })).statusCode,
    ).toBe(401);
    await admin.put('/api/admin/feature_model/BAB_CUSTOM_SAMPLE', { enabled: true });
    await author.signIn(AUTHOR);
    expect((await author.post(`/api/project/${id}/createCustomSample`, { hrefs: [] })).statusCode).toBe(400);
    const unknown = await author.post(`/api/project/${id}/createCustomSample`, {
      hrefs: ['EPUB/nope.xhtml'],
    });
    expect(unknown.statusCode).toBe(400);
    const s2 = await otherAuthor(t);
    await s2.fetchCsrf();
    expect((await s2.post(`/api/project/${id}/createCustomSample`, { hrefs: [first] })).statusCode).toBe(404);
    const made = await author.post(`/api/project/${id}/createCustomSample`, { hrefs: [first] });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().payload).toMatchObject({
      isDefaultSample: 'SELECTED',
      samplePreFlightCheckStatus: 'NOT_STARTED',
    });
    await worker(t).drain(60_000);
    const sample = (await author.get(`/api/project/${id}/preview_sample`)).json().payload;
    expect(sample.kind).toBe('EPUB');
    expect(sample.spine.map((s: { href: string }) => s.href)).toEqual([first]);
  });
});

describe('previews and file serving', () => {
  it('preview and preview status: 401 signed out, 404 stranger or none yet, entries served sandboxed', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Reader' });
    expect((await author.get(`/api/project/${id}/preview`)).statusCode).toBe(404);
    expect(
      (await author.get(`/api/project/${id}/ebook-preview-prefilght-status`)).json().payload,
    ).toMatchObject({
      preFlightCheckStatus: 'NOT_STARTED',
    });
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'Ünïcode «name».epub', data: await buildEpub({}) },
    });
    await worker(t).drain(60_000);
    expect((await t.client().get(`/api/project/${id}/preview`)).statusCode).toBe(401);
    expect((await stranger.get(`/api/project/${id}/preview`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/project/${id}/ebook-preview-prefilght-status`)).statusCode).toBe(404);
    const info = (await admin.get(`/api/project/${id}/preview?forceRefresh=true`)).json().payload;
    expect(info.url).toMatch(new RegExp(`^/api/project/${id}/files/[0-9a-f-]{36}/$`));
    const page = await author.get(`${info.url}${info.spine[1].href}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-disposition']).toBe(
      `inline; filename="chapter2.xhtml"; filename*=UTF-8''chapter2.xhtml`,
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const opf = await author.get(`${info.url}EPUB/package.opf`);
    expect(opf.headers['content-type']).toBe('application/oebps-package+xml');
    for (const bad of ['EPUB/missing.xhtml', '..%2F..%2Fetc%2Fpasswd', 'EPUB/%2E%2E/%2E%2E/x', '']) {
      expect((await author.get(`${info.url}${bad}`)).statusCode, bad).toBe(404);
    }
    // A file id of another project is not found under this one.
    const other = await createProject(author, { type: 'EBOOK', title: 'Other' });
    const fileId = info.url.split('/')[5];
    expect((await author.get(`/api/project/${other}/files/${fileId}/EPUB/nav.xhtml`)).statusCode).toBe(404);
  });
});

describe('every project files call: signed out 401, stranger 404, unknown project 404, admin allowed', () => {
  it('holds for status, previews, approvals, spine, samples and uploads', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Guarded' });
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: { filename: 'b.epub', data: await buildEpub({}) },
    });
    await worker(t).drain(60_000);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[string, (c: TestClient, p: string) => Promise<{ statusCode: number }>]> = [
      ['status', (c, p) => c.get(`/api/project/preflightstatus?projectId=${p}&elementType=INTERIOR`)],
      ['preview', (c, p) => c.get(`/api/project/${p}/preview`)],
      ['preview_sample', (c, p) => c.get(`/api/project/${p}/preview_sample`)],
      ['ebook status', (c, p) => c.get(`/api/project/${p}/ebook-preview-prefilght-status`)],
      ['sample status', (c, p) => c.get(`/api/project/${p}/sample-preview-prefilght-status`)],
      [
        'approveSample',
        (c, p) => c.post('/api/project/approveSample', { projectId: p, elementType: 'SAMPLE' }),
      ],
      ['spine', (c, p) => c.post('/api/project/spine', { projectId: p, spineColor: '#ffffff' })],
      [
        'uploadSample',
        async (c, p) =>
          upload(c, { projectId: p, sample: true, file: { filename: 's.epub', data: await buildEpub({}) } }),
      ],
    ];
    for (const [name, call] of calls) {
      expect((await call(anonymous, id)).statusCode, `${name} signed out`).toBe(401);
      expect((await call(stranger, id)).statusCode, `${name} stranger`).toBe(404);
      expect((await call(author, unknown)).statusCode, `${name} unknown`).toBe(404);
      // The administrator reaches the rules: 200, or 409 where the book is not ready (spine of an eBook).
      expect([200, 409], `${name} admin`).toContain((await call(admin, id)).statusCode);
    }
    await worker(t).drain(60_000);
  });
});
