import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpub } from '../src/modules/files/engines/epub/test-epub';
import { buildFilesApp, createProject, upload, worker } from './files-helpers';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

let t: TestApp;
let author: TestClient;
let ebookId: string;

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
  ebookId = await createProject(author, { type: 'EBOOK', title: 'The Lighthouse' });
});
afterAll(() => t?.close());

const epubFile = async () => ({
  filename: 'book.epub',
  data: await buildEpub({}),
  contentType: 'application/epub+zip',
});

describe('upload an eBook interior', () => {
  it('stores the EPUB, resets the project and queues its preflight; the job checks it', async () => {
    const res = await upload(author, { projectId: ebookId, elementType: 'INTERIOR', file: await epubFile() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().payload;
    expect(body.preFlightCheckStatus).toBe('NOT_STARTED');
    expect(body.data.file).toMatchObject({
      kind: 'EPUB',
      originalName: 'book.epub',
      elementType: 'INTERIOR',
    });

    await worker(t).drain(30_000);
    const status = await author.get(`/api/project/preflightstatus?projectId=${ebookId}&elementType=INTERIOR`);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().payload).toMatchObject({
      preFlightCheckStatus: 'SUCCESSFUL',
      pdfConversionStatus: 'CONVERTED',
      data: { progress: 100, errorCount: 0 },
    });
    const project = (await author.get(`/api/project/${ebookId}`)).json().payload;
    expect(project).toMatchObject({
      interiorPreFlightCheckStatus: 'SUCCESSFUL',
      interiorPdfConversionStatus: 'CONVERTED',
    });
    const preview = await author.get(`/api/project/${ebookId}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    const info = preview.json().payload;
    expect(info.kind).toBe('EPUB');
    expect(info.spine.length).toBe(2);
    const page = await author.get(`${info.url}${info.spine[0].href}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('application/xhtml+xml; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain('sandbox');
    expect(page.body).toContain('Chapter One');
  });
});
