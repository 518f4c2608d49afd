import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epubcheckAvailable } from '../src/modules/files/engines/epub/epubcheck';
import { FIXTURES_DIR, fixtureFiles } from '../src/modules/files/engines/epub/fixture-cases';
import {
  buildFilesApp,
  countFiles,
  createProject,
  epubFile,
  fieldError,
  multipart,
  statusOf,
  upload,
  worker,
} from './files-helpers';
import { AUTHOR, type TestApp, type TestClient } from './helpers';

const MiB = 1024 * 1024;
let t: TestApp;
let author: TestClient;
let ebookId: string;

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
  ebookId = await createProject(author, { type: 'EBOOK', title: 'Hostile' });
});
afterAll(() => t?.close());

const fileRows = (projectId: string) => countFiles(t, projectId);

describe('deleting a project', () => {
  it('removes its stored files', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Short-lived' });
    const res = await upload(author, { projectId: id, elementType: 'INTERIOR', file: await epubFile() });
    const fileId = res.json().payload.data.file.id;
    await worker(t).drain(30_000);
    const { createStorage } = await import('../src/storage');
    const storage = createStorage(t.config.files.storage);
    expect(await storage.stat(`files/${fileId}/original`)).not.toBeNull();
    expect((await author.request('DELETE', `/api/project/${id}`)).statusCode).toBe(200);
    expect(await storage.stat(`files/${fileId}/original`)).toBeNull();
    expect(await storage.stat(`files/${fileId}/preview/EPUB/nav.xhtml`)).toBeNull();
  });
});

describe.skipIf(!epubcheckAvailable())('with EpubCheck (the default when it is installed)', () => {
  it("a valid EPUB passes; EpubCheck's own findings are merged for a broken one", async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Checked Twice' });
    await upload(author, { projectId: id, elementType: 'INTERIOR', file: await epubFile() });
    await worker(t, { epubcheck: 'auto' }).drain(120_000);
    expect((await statusOf(author, id, 'INTERIOR')).json().payload.preFlightCheckStatus).toBe('SUCCESSFUL');
    // A chapter the spine names is missing: both Quire and EpubCheck say so.
    await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: await epubFile({ 'EPUB/chapter2.xhtml': null }),
    });
    await worker(t, { epubcheck: 'auto' }).drain(120_000);
    const status = (await statusOf(author, id, 'INTERIOR')).json().payload;
    expect(status.preFlightCheckStatus).toBe('ERROR');
    expect(status.data.findings.map((f: { source: string }) => f.source)).toContain('epubcheck');
    // EpubCheck runs twice on the JVM: on a busy machine that took over the 30 s default once. The
    // time-out only stops a hang, as long as the two drains it waits for.
  }, 240_000);
});

describe('uploads racing for one element', () => {
  it('all succeed, one after the other; the last stored is the current file', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Race' });
    const file = await epubFile();
    const answers = await Promise.all(
      [1, 2, 3].map(() => upload(author, { projectId: id, elementType: 'INTERIOR', file })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await fileRows(id)).toBe(3);
    expect(await countFiles(t, id, true)).toBe(1);
    await worker(t).drain(30_000);
  });
});

describe('hostile uploads', () => {
  it('a zip bomb ends in ERROR within seconds, and the next upload works', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Zip Bomb' });
    // 64 MB of zeros deflate to about 64 KB: far past any sane compression ratio.
    const file = await epubFile({ 'EPUB/bomb.xhtml': Buffer.alloc(64 * MiB) });
    expect(file.data.length).toBeLessThan(MiB);
    const started = Date.now();
    expect((await upload(author, { projectId: id, elementType: 'INTERIOR', file })).statusCode).toBe(200);
    await worker(t).drain(30_000);
    const status = (await statusOf(author, id, 'INTERIOR')).json().payload;
    expect(status.preFlightCheckStatus).toBe('ERROR');
    expect(status.data.findings.map((f: { code: string }) => f.code)).toContain('ZIP_COMPRESSION_RATIO');
    expect(Date.now() - started).toBeLessThan(15_000);
    await upload(author, { projectId: id, elementType: 'INTERIOR', file: await epubFile() });
    await worker(t).drain(30_000);
    expect((await statusOf(author, id, 'INTERIOR')).json().payload.preFlightCheckStatus).toBe('SUCCESSFUL');
  });

  it('a multipart body cut off in the middle of the file keeps nothing; the next upload works', async () => {
    const before = await fileRows(ebookId);
    const { payload, contentType } = multipart([
      ['projectElementType', 'INTERIOR'],
      ['projectId', ebookId],
      ['authenticityToken', author.csrfToken as string],
      { filename: 'book.epub', data: (await epubFile()).data },
    ]);
    const cut = await author.request('POST', '/api/project/upload', {
      raw: payload.subarray(0, payload.length - 200),
      headers: { 'content-type': contentType },
      csrf: false,
    });
    expect(cut.statusCode).toBe(400);
    expect(fieldError(cut, 'file')?.description).toBe(
      'The upload stopped before the whole file arrived. Upload the file again.',
    );
    expect(await fileRows(ebookId)).toBe(before);
    const ok = await upload(author, { projectId: ebookId, elementType: 'INTERIOR', file: await epubFile() });
    expect(ok.statusCode).toBe(200);
    await worker(t).drain(30_000);
  });

  it('a second file in the form is refused', async () => {
    const epub = await epubFile();
    const { payload, contentType } = multipart([
      ['projectElementType', 'INTERIOR'],
      ['projectId', ebookId],
      ['authenticityToken', author.csrfToken as string],
      epub,
      { ...epub, filename: 'again.epub' },
    ]);
    const res = await author.request('POST', '/api/project/upload', {
      raw: payload,
      headers: { 'content-type': contentType },
      csrf: false,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res, 'file')?.description).toContain('one file');
  });
});

describe('the EpubCheck fixtures through the upload route', () => {
  it('every valid EPUB passes and its spine pages are served; every invalid one is refused or ends in ERROR', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Fixtures' });
    for (const name of fixtureFiles('valid')) {
      const data = readFileSync(join(FIXTURES_DIR, 'valid', name));
      const res = await upload(author, {
        projectId: id,
        elementType: 'INTERIOR',
        file: { filename: name, data },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      await worker(t).drain(30_000);
      const status = (await statusOf(author, id, 'INTERIOR')).json().payload;
      expect(status.preFlightCheckStatus, `${name}: ${JSON.stringify(status.data.findings)}`).toBe(
        'SUCCESSFUL',
      );
      const info = (await author.get(`/api/project/${id}/preview`)).json().payload;
      for (const item of info.spine as { href: string }[]) {
        const url = `${info.url}${item.href.split('/').map(encodeURIComponent).join('/')}`;
        expect((await author.get(url)).statusCode, `${name} ${item.href}`).toBe(200);
      }
    }
    for (const name of fixtureFiles('invalid')) {
      const data = readFileSync(join(FIXTURES_DIR, 'invalid', name));
      const res = await upload(author, {
        projectId: id,
        elementType: 'INTERIOR',
        file: { filename: name, data },
      });
      if (res.statusCode === 400) {
        expect(fieldError(res, 'file'), name).toBeDefined();
        continue;
      }
      expect(res.statusCode, name).toBe(200);
      // A zip holding a Word document is a Word upload whatever its name: it is converted instead.
      if (res.json().payload.data.file.kind === 'DOCX') continue;
      await worker(t).drain(30_000);
      const status = (await statusOf(author, id, 'INTERIOR')).json().payload;
      expect(status.preFlightCheckStatus, name).toBe('ERROR');
      expect(status.data.findings[0].message.length, name).toBeGreaterThan(20);
    }
    await worker(t).drain(30_000);
  });
});
