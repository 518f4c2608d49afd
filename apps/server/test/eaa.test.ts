import { productPagePath } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A11Y_11_METADATA, packageOpf } from '../src/modules/files/engines/epub/test-epub';
import { buildFilesApp, createProject, epubFile, statusOf, upload, worker } from './files-helpers';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

/**
 * Accessibility metadata for the European Accessibility Act (decision 046): the interior EPUB's
 * metadata read by the preflight (findings for accounts with EAA_ACCESS), the author's statement
 * saved with the project, the search by status, and the product page's JSON-LD.
 */

const SEARCH = '/api/search/eaa-searches';
const STATED = {
  accessModes: ['textual'],
  accessModesSufficient: ['textual'],
  features: ['tableOfContents', 'structuralNavigation', 'readingOrder'],
  hazards: ['none'],
  summary: 'Text only, with a linked table of contents.',
  conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
};

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let stranger: TestClient;
let strangerId: string;
/** The author's eBooks: no metadata, complete metadata in the EPUB; and a print book. */
let bare: string;
let declared: string;
let print: string;

const customerIdOf = async (c: TestClient) =>
  (await c.get('/api/authentication/session')).json().payload.user.customerId as string;
const grantEaa = (customerId: string) =>
  t.database.db.execute(
    sql`update users set permissions = array_append(permissions, 'EAA_ACCESS') where customer_id = ${customerId}`,
  );
const project = async (c: TestClient, id: string) => (await c.get(`/api/project/${id}`)).json().payload;
const interiorFindings = async (c: TestClient, id: string) =>
  (await statusOf(c, id, 'INTERIOR')).json().payload.data.findings as { code: string; severity: string }[];
const search = async (c: TestClient, x: string) => (await c.get(`${SEARCH}/${x}`)).json().payload;
const ids = (page: { books: { id: string }[] }) => page.books.map((b) => b.id);

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
  admin = t.client();
  await admin.signIn(ADMIN);
  stranger = await otherAuthor(t);
  strangerId = await customerIdOf(stranger);
  bare = await createProject(author, { type: 'EBOOK', title: 'No Metadata Yet' });
  declared = await createProject(author, { type: 'EBOOK', title: 'Declared In The File' });
  print = await createProject(author, { type: 'POD', title: 'On Paper', ...PRINT_SPEC });
  for (const [id, metadata] of [
    [bare, ''],
    [declared, A11Y_11_METADATA],
  ] as const) {
    const file = await epubFile({ 'EPUB/package.opf': packageOpf({ metadata }) });
    const res = await upload(author, { projectId: id, elementType: 'INTERIOR', file });
    expect(res.statusCode, res.body).toBe(200);
  }
  await worker(t).drain(30_000);
}, 120_000);
afterAll(() => t?.close());

describe('the EPUB preflight reads accessibility metadata', () => {
  it('reports what a file lacks as warnings and notes for an account with EAA_ACCESS; the check passes', async () => {
    const status = (await statusOf(author, bare, 'INTERIOR')).json().payload;
    expect(status.preFlightCheckStatus).toBe('SUCCESSFUL');
    const a11y = (status.data.findings as { code: string; severity: string }[]).filter((f) =>
      f.code.startsWith('A11Y_'),
    );
    expect(a11y.map((f) => f.code)).toContain('A11Y_ACCESS_MODE_MISSING');
    expect(a11y.every((f) => f.severity === 'WARNING' || f.severity === 'INFO')).toBe(true);
    expect((await project(author, bare)).epubAccessibility).toBeNull();
  });

  it('keeps a complete declaration on the project, with no findings', async () => {
    expect((await interiorFindings(author, declared)).filter((f) => f.code.startsWith('A11Y_'))).toEqual([]);
    expect((await project(author, declared)).epubAccessibility).toMatchObject({
      accessModes: ['textual'],
      conformsTo: ['EPUB Accessibility 1.1 - WCAG 2.1 Level AA'],
    });
  });

  it('reports nothing for an account without EAA_ACCESS', async () => {
    const id = await createProject(stranger, { type: 'EBOOK', title: 'Elsewhere' });
    await upload(stranger, { projectId: id, elementType: 'INTERIOR', file: await epubFile() });
    await worker(t).drain(30_000);
    expect((await interiorFindings(stranger, id)).filter((f) => f.code.startsWith('A11Y_'))).toEqual([]);
  });
});

describe("the author's statement, saved with the project", () => {
  it('is refused on a print book and without EAA_ACCESS, and checked by the shared schema', async () => {
    const onPrint = await author.post('/api/project', { id: print, accessibility: STATED });
    expect(onPrint.statusCode).toBe(409);
    expect(onPrint.json().errors[0]).toMatchObject({ code: 'WIZARD_STEP_LOCKED', field: 'accessibility' });
    const own = await createProject(stranger, { type: 'EBOOK', title: 'Mine' });
    const locked = await stranger.post('/api/project', { id: own, accessibility: STATED });
    expect(locked.json().errors[0]).toMatchObject({ code: 'WIZARD_STEP_LOCKED', field: 'accessibility' });
    const wrong = await author.post('/api/project', {
      id: bare,
      accessibility: { ...STATED, hazards: ['none', 'flashing'] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject([{ code: 'VALIDATION', field: 'accessibility.hazards' }]);
  });

  it('saves, is answered by the read, and a project loaded and sent back unchanged saves', async () => {
    const saved = await author.post('/api/project', { id: bare, accessibility: STATED });
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = await project(author, bare);
    expect(loaded.accessibility).toEqual(STATED);
    // Lists in another order are the same statement: no change, so an administrator (without
    // EAA_ACCESS) may send it back too.
    const reordered = { ...loaded, accessibility: { ...STATED, features: [...STATED.features].reverse() } };
    for (const c of [author, admin]) {
      const res = await c.post('/api/project', reordered);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await project(author, bare)).accessibility).toEqual(STATED);
  });
});

describe('GET /api/search/eaa-searches/{x}', () => {
  it('lists the account’s eBooks by status, with counts and findings', async () => {
    const conformant = await search(author, 'conformant');
    expect(ids(conformant)).toEqual(expect.arrayContaining([bare, declared]));
    expect(
      conformant.books.every((b: { accessibilityStatus: string }) => b.accessibilityStatus === 'conformant'),
    ).toBe(true);
    const all = await search(author, 'all');
    expect(all.totalCount).toBe(all.counts.conformant + all.counts.partial + all.counts.missing);
    expect(ids(all)).not.toContain(print);
    const missing = await search(author, 'missing');
    expect(ids(missing)).not.toContain(bare);
    for (const b of missing.books) expect(b.findingsCount).toBeGreaterThanOrEqual(5);
    const partialId = await createProject(author, { type: 'EBOOK', title: 'Half Stated' });
    await author.post('/api/project', { id: partialId, accessibility: { hazards: ['none'] } });
    const partial = await search(author, 'partial');
    expect(ids(partial)).toContain(partialId);
    expect(partial.books.find((b: { id: string }) => b.id === partialId)).toMatchObject({
      accessibilityStatus: 'partial',
      warningCount: 4,
    });
    expect(ids(await search(author, 'missing'))).not.toContain(partialId);
  });

  it("never lists another author's books; an administrator sees every account's", async () => {
    await grantEaa(strangerId);
    const theirs = await search(stranger, 'all');
    expect(theirs.books.length).toBeGreaterThan(0);
    expect(theirs.books.every((b: { customerId: string }) => b.customerId === strangerId)).toBe(true);
    expect(ids(theirs)).not.toContain(bare);
    const everyone = await search(admin, 'all');
    expect(ids(everyone)).toEqual(expect.arrayContaining([bare, ids(theirs)[0]]));
  });

  it('answers 400 on x for an unknown filter, 401 signed out, 403 without EAA_ACCESS', async () => {
    const bad = await author.get(`${SEARCH}/compliant`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { code: 'VALIDATION', field: 'x', description: 'Choose conformant, partial, missing or all.' },
    ]);
    expect((await t.client().get(`${SEARCH}/all`)).statusCode).toBe(401);
    const newcomer = await otherAuthor(t);
    expect((await newcomer.get(`${SEARCH}/all`)).statusCode).toBe(403);
  });
});

describe("the product page's JSON-LD", () => {
  it("carries an on-sale eBook's accessibility", async () => {
    await t.database.db.execute(
      sql`update projects set status = 'ONSALE', list_price = 4.99 where id = ${bare}`,
    );
    const page = (await t.client().get(productPagePath(bare, 'No Metadata Yet'))).body;
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '{}';
    expect(JSON.parse(json)).toMatchObject({
      accessMode: ['textual'],
      accessModeSufficient: [
        { '@type': 'ItemList', itemListElement: ['textual'], description: 'Text alone' },
      ],
      accessibilityFeature: STATED.features,
      accessibilityHazard: ['none'],
      accessibilitySummary: STATED.summary,
    });
  });
});

describe('the OpenAPI reference', () => {
  it('documents the search: its filter, what it answers and its refusals', async () => {
    const op = (await t.client().get('/api/docs/json')).json().paths['/api/search/eaa-searches/{x}'].get;
    expect(op.summary.length).toBeLessThanOrEqual(200);
    expect(op.description).toContain('EAA_ACCESS');
    expect(op.parameters.find((p: { name: string }) => p.name === 'x').schema.enum).toEqual([
      'conformant',
      'partial',
      'missing',
      'all',
    ]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
  });
});
