import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richDocx } from '../src/modules/files/engines/docx/test-support';
import { packageOpf } from '../src/modules/files/engines/epub/test-epub';
import {
  buildFilesApp,
  countFiles,
  createProject,
  epubFile,
  fieldError,
  statusOf,
  upload,
  worker,
} from './files-helpers';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

const MiB = 1024 * 1024;
let t: TestApp;
let author: TestClient;
let ebookId: string;
let podId: string;

beforeAll(async () => {
  t = await buildFilesApp({ ebookFile: 1 * MiB, cover: 1 * MiB, printInterior: 2 * MiB });
  author = t.client();
  await author.signIn(AUTHOR);
  ebookId = await createProject(author, { type: 'EBOOK', title: 'The Lighthouse' });
  podId = await createProject(author, { type: 'POD', title: 'Solo', ...PRINT_SPEC });
});
afterAll(() => t?.close());

const project = async (id: string) => (await author.get(`/api/project/${id}`)).json().payload;
const fileRows = (projectId: string) => countFiles(t, projectId);

describe('POST /api/project/upload: an eBook interior', () => {
  it('stores the EPUB, queues its preflight; the job passes it and extracts it for the reader', async () => {
    const res = await upload(author, { projectId: ebookId, elementType: 'INTERIOR', file: await epubFile() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().payload;
    expect(body.preFlightCheckStatus).toBe('NOT_STARTED');
    expect(body.data.file).toMatchObject({
      kind: 'EPUB',
      originalName: 'book.epub',
      elementType: 'INTERIOR',
    });
    expect((await project(ebookId)).interiorPreFlightCheckStatus).toBe('NOT_STARTED');

    await worker(t).drain(30_000);
    const status = await statusOf(author, ebookId, 'INTERIOR');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().payload).toMatchObject({
      preFlightCheckStatus: 'SUCCESSFUL',
      pdfConversionStatus: 'CONVERTED',
      data: { progress: 100, errorCount: 0, file: { id: body.data.file.id } },
    });
    expect(await project(ebookId)).toMatchObject({
      interiorPreFlightCheckStatus: 'SUCCESSFUL',
      interiorPdfConversionStatus: 'CONVERTED',
    });
  });

  it('takes the file before the fields too (the order of a plain HTML form)', async () => {
    const before = (await author.get(`/api/project/${ebookId}/preview`)).json().payload;
    const res = await upload(author, {
      projectId: ebookId,
      elementType: 'INTERIOR',
      file: await epubFile(),
      fileFirst: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    await worker(t).drain(30_000);
    expect((await statusOf(author, ebookId, 'INTERIOR')).json().payload.preFlightCheckStatus).toBe(
      'SUCCESSFUL',
    );
    // The replaced file's stored objects are gone; its row stays as history.
    expect((await author.get(`${before.url}${before.spine[0].href}`)).statusCode).toBe(404);
    const after = (await author.get(`/api/project/${ebookId}/preview`)).json().payload;
    expect(after.url).not.toBe(before.url);
    expect((await author.get(`${after.url}${after.spine[0].href}`)).statusCode).toBe(200);
  });

  it('a Word file is converted to EPUB, marked CONVERTED_FROM_DOC and checked as an EPUB', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'From Word' });
    const docx = { filename: 'manuscript.docx', data: await richDocx() };
    const res = await upload(author, { projectId: id, elementType: 'INTERIOR', file: docx });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.data.file.kind).toBe('DOCX');
    await worker(t).drain(60_000);
    const status = (await statusOf(author, id, 'INTERIOR')).json().payload;
    expect(status).toMatchObject({
      preFlightCheckStatus: 'SUCCESSFUL',
      pdfConversionStatus: 'CONVERTED_FROM_DOC',
    });
    const preview = (await author.get(`/api/project/${id}/preview`)).json().payload;
    expect(preview.kind).toBe('EPUB');
    expect(preview.toc.map((e: { label: string }) => e.label).join(' ')).toContain('Chapter One');
  });

  it('an EPUB at fault ends in ERROR with findings an author can act on (not retried)', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Broken' });
    const file = await epubFile({ 'META-INF/container.xml': null });
    expect((await upload(author, { projectId: id, elementType: 'INTERIOR', file })).statusCode).toBe(200);
    await worker(t).drain(30_000);
    const status = (await statusOf(author, id, 'INTERIOR')).json().payload;
    expect(status.preFlightCheckStatus).toBe('ERROR');
    expect(status.pdfConversionStatus).toBe('UNAVAILABLE');
    expect(status.data.errorCount).toBeGreaterThan(0);
    expect(status.data.findings[0]).toMatchObject({ severity: 'ERROR', source: 'quire' });
    expect(status.data.findings.map((f: { message: string }) => f.message).join(' ')).toMatch(/container/i);
    expect((await project(id)).interiorPreFlightCheckStatus).toBe('ERROR');
    expect((await author.get(`/api/project/${id}/preview`)).statusCode).toBe(404);
  });

  it('an entity bomb in the package document ends in ERROR, and the next upload works', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Bomb' });
    const bomb = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>`;
    const opf = packageOpf().replace('<package', `${bomb}\n<package`);
    const started = Date.now();
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: await epubFile({ 'EPUB/package.opf': opf }),
    });
    await worker(t).drain(30_000);
    expect((await statusOf(author, id, 'INTERIOR')).json().payload.preFlightCheckStatus).toBe('ERROR');
    expect(Date.now() - started).toBeLessThan(15_000);
    await upload(author, { projectId: id, elementType: 'INTERIOR', file: await epubFile() });
    await worker(t).drain(30_000);
    expect((await statusOf(author, id, 'INTERIOR')).json().payload.preFlightCheckStatus).toBe('SUCCESSFUL');
  });
});

describe('upload refusals: nothing is kept of a refused upload', () => {
  it('not signed in: 401 before the body is read', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    const before = await fileRows(ebookId);
    const res = await upload(anon, { projectId: ebookId, elementType: 'INTERIOR', file: await epubFile() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(await fileRows(ebookId)).toBe(before);
  });

  it('a missing or foreign CSRF token: 403, whether it comes before or after the file', async () => {
    const before = await fileRows(ebookId);
    const file = await epubFile();
    for (const fileFirst of [false, true]) {
      const none = await upload(author, {
        projectId: ebookId,
        elementType: 'INTERIOR',
        file,
        token: null,
        fileFirst,
      });
      expect(none.statusCode).toBe(403);
      expect(none.json().code).toBe('CSRF_INVALID');
      const bad = await upload(author, {
        projectId: ebookId,
        elementType: 'INTERIOR',
        file,
        token: 'abc.def',
        fileFirst,
      });
      expect(bad.statusCode).toBe(403);
    }
    expect(await fileRows(ebookId)).toBe(before);
  });

  it("someone else's project is not found (404); an unknown id too", async () => {
    const stranger = await otherAuthor(t);
    const res = await upload(stranger, {
      projectId: ebookId,
      elementType: 'INTERIOR',
      file: await epubFile(),
    });
    expect(res.statusCode).toBe(404);
    const unknown = await upload(author, {
      projectId: '00000000-0000-4000-8000-000000000000',
      elementType: 'INTERIOR',
      file: await epubFile(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an administrator may upload to any project', async () => {
    const admin = t.client();
    await admin.signIn(ADMIN);
    const res = await upload(admin, { projectId: ebookId, elementType: 'INTERIOR', file: await epubFile() });
    expect(res.statusCode, res.body).toBe(200);
    await worker(t).drain(30_000);
  });

  it('an element the project does not have, or no element: a field error', async () => {
    const front = await upload(author, {
      projectId: ebookId,
      elementType: 'FRONT_COVER',
      file: await epubFile(),
    });
    expect(front.statusCode).toBe(400);
    expect(fieldError(front, 'projectElementType')?.description).toBe(
      'An eBook has one cover image. Upload it as the full cover.',
    );
    const sample = await upload(author, { projectId: podId, file: await epubFile(), sample: true });
    expect(sample.statusCode).toBe(400);
    expect(fieldError(sample, 'projectElementType')?.description).toContain('Only eBooks have a sample');
    const missing = await upload(author, { projectId: ebookId, file: await epubFile() });
    expect(missing.statusCode).toBe(400);
    expect(fieldError(missing, 'projectElementType')).toBeDefined();
  });

  it('the magic bytes decide, not the name: a wrong file is refused on the file field', async () => {
    const before = await fileRows(podId);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const fileFirst of [false, true]) {
      const res = await upload(author, {
        projectId: podId,
        elementType: 'INTERIOR',
        file: {
          filename: 'interior.pdf',
          data: Buffer.concat([png, Buffer.alloc(4096)]),
          contentType: 'application/pdf',
        },
        fileFirst,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldError(res, 'file')?.description).toBe('This file is not a PDF. Upload a PDF interior.');
    }
    const html = await upload(author, {
      projectId: ebookId,
      elementType: 'INTERIOR',
      file: { filename: 'book.epub', data: Buffer.from('<html><script>alert(1)</script></html>') },
    });
    expect(fieldError(html, 'file')?.description).toBe(
      'This file is not an EPUB or a Word (.docx) file. Upload your interior as EPUB or Word (.docx).',
    );
    expect(await fileRows(podId)).toBe(before);
  });

  it('over the size limit: refused while streaming (fields first) or after (file first)', async () => {
    const big = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(1.5 * MiB)]);
    const before = await fileRows(ebookId);
    for (const fileFirst of [false, true]) {
      const res = await upload(author, {
        projectId: ebookId,
        elementType: 'INTERIOR',
        file: { filename: 'big.epub', data: big },
        fileFirst,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldError(res, 'file')?.description).toBe(
        'This file is larger than 1 MB. Upload an interior file of 1 MB or less.',
      );
    }
    expect(await fileRows(ebookId)).toBe(before);
  });

  it('no file, an empty file, two files: field errors; and the next upload works', async () => {
    const none = await upload(author, { projectId: ebookId, elementType: 'INTERIOR', file: null });
    expect(fieldError(none, 'file')?.description).toBe('Choose a file to upload.');
    const empty = await upload(author, {
      projectId: ebookId,
      elementType: 'INTERIOR',
      file: { filename: 'empty.epub', data: Buffer.alloc(0) },
    });
    expect(fieldError(empty, 'file')?.description).toBe(
      'This file is empty. Choose the file again and upload it.',
    );
    const ok = await upload(author, { projectId: ebookId, elementType: 'INTERIOR', file: await epubFile() });
    expect(ok.statusCode).toBe(200);
    await worker(t).drain(30_000);
  });
});

describe('GET /api/project/preflightstatus', () => {
  it('NOT_STARTED without a file; 400 for a bad element; 401 signed out; 404 for a stranger; admin allowed', async () => {
    const fresh = (await statusOf(author, podId, 'FULL_COVER')).json().payload;
    expect(fresh).toMatchObject({ preFlightCheckStatus: 'NOT_STARTED', data: { file: null, findings: [] } });
    expect((await statusOf(author, podId, 'SPINE')).statusCode).toBe(400);
    expect((await statusOf(t.client(), podId, 'INTERIOR')).statusCode).toBe(401);
    expect((await statusOf(await otherAuthor(t), ebookId, 'INTERIOR')).statusCode).toBe(404);
    const admin = t.client();
    await admin.signIn(ADMIN);
    expect((await statusOf(admin, ebookId, 'INTERIOR')).json().payload.preFlightCheckStatus).toBe(
      'SUCCESSFUL',
    );
    expect((await statusOf(author, 'nope', 'INTERIOR')).statusCode).toBe(404);
  });
});

describe('the preflight job', () => {
  it('a transient failure is retried; after the last attempt the file is in ERROR with a way forward', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Vanishing' });
    const res = await upload(author, { projectId: id, elementType: 'INTERIOR', file: await epubFile() });
    const fileId = res.json().payload.data.file.id;
    // The stored file disappears (a storage outage): the job cannot read it, which is not the file's fault.
    const { createStorage } = await import('../src/storage');
    await createStorage(t.config.files.storage).deletePrefix(`files/${fileId}/`);
    const jobs = worker(t);
    for (let attempt = 0; attempt < 4; attempt++) {
      await jobs.drain(30_000);
      t.clock.advance(5 * 60_000);
    }
    const status = (await statusOf(author, id, 'INTERIOR')).json().payload;
    expect(status.preFlightCheckStatus).toBe('ERROR');
    expect(status.data.findings).toEqual([
      expect.objectContaining({
        code: 'PREFLIGHT_FAILED',
        message: 'We could not check this file. Please upload it again.',
      }),
    ]);
    expect((await project(id)).interiorPreFlightCheckStatus).toBe('ERROR');
  });
});
