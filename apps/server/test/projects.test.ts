import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

describe('projects: list, get, save, delete and who may see them', () => {
  let t: TestApp;
  let author: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let ebookId: string;
  let printId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    admin = t.client();
    await admin.signIn(ADMIN);
    stranger = await otherAuthor(t);
  });
  afterAll(() => t.close());

  it('the demo author starts with the seeded books', async () => {
    const res = await author.get('/api/projects');
    expect(res.statusCode).toBe(200);
    const page = res.json().payload;
    expect(page.totalCount).toBe(5);
    expect(page.page).toBe(1);
    expect(page.limit).toBe(20);
    const titles = page.projects.map((p: { title: string }) => p.title);
    expect(titles).toContain('Field Notes from the Allotment');
    const ebook = page.projects.find(
      (p: { title: string }) => p.title === 'The Lighthouse Keeper’s Daughter',
    );
    expect(ebook).toMatchObject({ type: 'EBOOK', projectType: 'eBook', listPrice: '4.99', status: 'ONSALE' });
  });

  it('each book carries the uploaded cover it has, and whether it may be deleted', async () => {
    type Item = {
      id: string;
      title: string;
      status: string;
      deletable: boolean;
      coverThumbnailUrl: string | null;
      coverThumbnailKind: string | null;
      coverThumbnailPanel: string | null;
    };
    const page = (await author.get('/api/projects?limit=50')).json().payload.projects as Item[];
    const byTitle = (title: string) => page.find((p) => p.title === title) as Item;
    // The seed placed a checked cover image for the on-sale eBook and a full cover PDF for the POD book.
    const ebook = byTitle('The Lighthouse Keeper’s Daughter');
    expect(ebook).toMatchObject({ coverThumbnailKind: 'IMAGE', coverThumbnailPanel: 'FRONT' });
    expect(ebook.coverThumbnailUrl).toMatch(
      new RegExp(`^/api/project/${ebook.id}/cover-thumbnail/[0-9a-f-]{36}$`),
    );
    const served = await author.get(ebook.coverThumbnailUrl as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // A PDF cover too is an image: the server draws its first page (files-cover-thumbnail.test.ts).
    const pod = byTitle('Field Notes from the Allotment');
    expect(pod).toMatchObject({ coverThumbnailKind: 'IMAGE', coverThumbnailPanel: 'FULL' });
    expect((await author.get(pod.coverThumbnailUrl as string)).headers['content-type']).toBe('image/webp');
    // A draft without files has none: the card keeps its placeholder.
    expect(byTitle('Harbour Lights')).toMatchObject({ coverThumbnailUrl: null, coverThumbnailKind: null });
    // Never deletable on sale or on its way (ordered); drafts may go.
    for (const p of page) {
      const locked = ['ONSALE', 'ORDERED', 'PROCESSING_ONSALE', 'LSI_ONSALE'].includes(p.status);
      expect({ title: p.title, deletable: p.deletable }).toEqual({ title: p.title, deletable: !locked });
    }
    expect(ebook.deletable).toBe(false);
    expect(pod.deletable).toBe(false);
    expect(byTitle('Harbour Lights').deletable).toBe(true);
  });

  it('creates an eBook (no id) and answers the saved project', async () => {
    const res = await author.post('/api/project', { type: 'EBOOK', title: '  The Winter Orchard  ' });
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p).toMatchObject({
      type: 'EBOOK',
      projectType: 'eBook',
      isEBook: true,
      isSPB: false,
      title: 'The Winter Orchard',
      status: 'NEW',
      listPrice: null,
      contributors: [],
      categories: [],
      inSeries: false,
    });
    expect(p.groupProjectId).toMatch(/^[0-9a-f-]{36}$/);
    ebookId = p.id;
  });

  it('updates with an id: price, contributors, series, rich text sanitised', async () => {
    const res = await author.post('/api/project', {
      id: ebookId,
      listPrice: '9.9',
      contributors: [
        { firstName: 'Ada', lastName: 'Author', role: 'A', email: 'ada@example.com' },
        { firstName: 'Lin', lastName: 'Park', role: 'E' },
      ],
      inSeries: true,
      seriesName: 'Orchard Tales',
      seriesNumber: 1,
      description: '<p>Snow <b>falls</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p.listPrice).toBe('9.90');
    expect(p.price).toBe('9.90');
    expect(p.contributors).toEqual([
      { firstName: 'Ada', lastName: 'Author', role: 'A', email: 'ada@example.com' },
      { firstName: 'Lin', lastName: 'Park', role: 'E' },
    ]);
    expect(p).toMatchObject({ inSeries: true, seriesName: 'Orchard Tales', seriesNumber: 1 });
    expect(p.description).not.toContain('script');
    expect(p.description).not.toContain('javascript');
    expect(p.description).toContain('<b>falls</b>');
    // The save answers the project as GET does, plus its print quote (none for an eBook).
    const { printQuote, ...saved } = p;
    expect(printQuote).toBeNull();
    const again = (await author.get(`/api/project/${ebookId}`)).json().payload;
    expect(again).toEqual(saved);
  });

  it('creates a print book: title is required', async () => {
    const missing = await author.post('/api/project', { type: 'PRINT' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.some((e: { field?: string }) => e.field === 'title')).toBe(true);
    const res = await author.post('/api/project', {
      type: 'PRINT',
      title: 'Stone and Tide',
      bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
      pageSize: '6x9',
      pageCount: 200,
      printColor: 'BLACK_WHITE',
      paperColor: 'WHITE',
      coverFormat: 'SOFTCOVER',
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p).toMatchObject({ isSPB: true, projectType: 'Book', pageCount: 200 });
    expect(p.quotedPrice).toMatch(/^\d+\.\d{2}$/);
    printId = p.id;
  });

  it('bad input: unknown type, bad field values → 400 with fields', async () => {
    const res = await author.post('/api/project', { type: 'AUDIO', title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('type');
  });

  it('not signed in → 401 UNAUTHORIZED on every project call', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    const calls = [
      anon.get('/api/projects'),
      anon.get(`/api/project/${ebookId}`),
      anon.post('/api/project', { type: 'EBOOK' }),
      anon.request('DELETE', `/api/project/${ebookId}`),
      anon.get('/api/project/ebook/cost?price=1'),
      anon.get('/api/search/search?q=orchard'),
      anon.get('/api/projectgroups/query'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it("another author gets 404 NOT_FOUND for every call with this author's project id", async () => {
    const id = printId;
    const calls = [
      stranger.get(`/api/project/${id}`),
      stranger.post('/api/project', { id, title: 'Mine now' }),
      stranger.request('DELETE', `/api/project/${id}`),
      stranger.post('/api/project/delete_search_project', { projectId: id, updateIntent: 'DELETE' }),
      stranger.put('/api/project/setstatus', { id, status: 'EDIT' }),
      stranger.post('/api/project/acknowledgePageCountChanged', { projectId: id }),
      stranger.get(`/api/project/${id}/book-size-match?cover_format=SOFTCOVER&page_size=6x9`),
      stranger.get(`/api/project/print/quote?projectId=${id}&price=20`),
      stranger.get(`/api/project/print/cost?projectId=${id}&price=20`),
      stranger.get(`/api/project/personal/quote?projectId=${id}&quantity=2`),
      stranger.get(`/api/project/ISBNOptions?projectId=${id}`),
      stranger.post(`/api/project/${id}/free-isbn`, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const list = (await stranger.get('/api/projects')).json().payload;
    expect(list.totalCount).toBe(0);
    const search = (await stranger.get('/api/search/search?q=stone')).json().payload;
    expect(search.results).toEqual([]);
    // The project is untouched.
    expect((await author.get(`/api/project/${id}`)).json().payload.title).toBe('Stone and Tide');
  });

  it('an unknown id and a malformed id are 404 alike', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await author.get(`/api/project/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it("an administrator opens any author's project, but the dashboard lists only their own books", async () => {
    const one = await admin.get(`/api/project/${printId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().payload.title).toBe('Stone and Tide');
    const before = (await admin.get('/api/projects?limit=100')).json().payload;
    const ids = before.projects.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(printId);
    expect(ids).not.toContain(ebookId);
    // A book the administrator makes is theirs, and is the one their dashboard lists.
    const own = (await admin.post('/api/project', { type: 'EBOOK', title: 'Admin Notes' })).json().payload;
    const after = (await admin.get('/api/projects?limit=100')).json().payload;
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.projects.map((p: { id: string }) => p.id)).toContain(own.id);
    const authors = (await author.get('/api/projects?limit=100')).json().payload.projects;
    expect(authors.map((p: { id: string }) => p.id)).not.toContain(own.id);
    // The grouped dashboard and the titles offered for a new format are the administrator's own too.
    const groups = (await admin.get('/api/projectgroups/query?limit=100')).json().payload;
    const grouped = groups.projectGroups.flatMap((g: { projects: { id: string }[] }) => g.projects);
    expect(grouped.map((p: { id: string }) => p.id)).toEqual([own.id]);
    expect(groups.totalProjectsCount).toBe(after.totalCount);
    expect((await admin.request('DELETE', `/api/project/${own.id}`)).statusCode).toBe(200);
  });

  it('lists with paging, sorting and filters', async () => {
    const page = (await author.get('/api/projects?limit=2&page=2&sort=title&direction=asc')).json().payload;
    expect(page.limit).toBe(2);
    expect(page.page).toBe(2);
    expect(page.projects).toHaveLength(2);
    const all = (await author.get('/api/projects?sort=title&direction=asc&limit=100')).json().payload;
    const titles = all.projects.map((p: { title: string }) => p.title);
    expect(page.projects.map((p: { title: string }) => p.title)).toEqual(titles.slice(2, 4));
    const prints = (await author.get('/api/projects?type=PRINT')).json().payload;
    expect(prints.projects.every((p: { type: string }) => p.type === 'PRINT')).toBe(true);
    const onSale = (await author.get('/api/projects?status=ONSALE')).json().payload;
    expect(onSale.totalCount).toBe(2);
    const series = (await author.get('/api/projects?groupBy=series&limit=100')).json().payload;
    const named = series.projects.filter((p: { seriesName: string | null }) => p.seriesName);
    expect(named.map((p: { seriesName: string }) => p.seriesName)).toEqual([
      'Orchard Tales',
      'The Brasswood Chronicles',
      'The Brasswood Chronicles',
    ]);
    const blank = await author.get(
      '/api/projects?status=&type=&page=1&limit=20&sort=updated&direction=desc&groupBy=none',
    );
    expect(blank.statusCode).toBe(200);
    expect(blank.json().payload.totalCount).toBe(all.totalCount);
    const bad = await author.get('/api/projects?sort=price&limit=1000');
    expect(bad.statusCode).toBe(400);
  });

  it('answers each shape of list with its own statement, in any order (decision 075)', async () => {
    type Item = { id: string; status: string; type: string };
    const list = async (query: string) => {
      const res = await author.get(`/api/projects?limit=100&${query}`);
      expect(res.statusCode, query).toBe(200);
      const payload = res.json().payload as { totalCount: number; projects: Item[] };
      expect(payload.totalCount, query).toBe(payload.projects.length);
      return payload.projects;
    };
    const ids = (items: Item[]) => items.map((p) => p.id);
    // Shapes interleaved, each asked twice: a statement kept for one shape must never answer another.
    for (const round of [1, 2]) {
      for (const order of [
        'sort=updated&direction=desc',
        'sort=title&direction=asc',
        'sort=created&direction=asc',
      ]) {
        const all = await list(order);
        expect(all.length, `${order}, round ${round}`).toBeGreaterThan(3);
        for (const status of ['ONSALE', 'EDIT']) {
          const filtered = await list(`${order}&status=${status}`);
          expect(ids(filtered), `${order}&status=${status}`).toEqual(
            ids(all.filter((p) => p.status === status)),
          );
        }
        const prints = await list(`${order}&type=PRINT`);
        expect(ids(prints), `${order}&type=PRINT`).toEqual(ids(all.filter((p) => p.type === 'PRINT')));
        const both = await list(`${order}&type=PRINT&status=ONSALE`);
        expect(ids(both)).toEqual(ids(all.filter((p) => p.type === 'PRINT' && p.status === 'ONSALE')));
      }
    }
    // Another account's page is its own (none yet), through the same statements, between the author's.
    const theirs = (await stranger.get('/api/projects?limit=100')).json().payload;
    expect(theirs).toMatchObject({ totalCount: 0, projects: [] });
    expect((await list('sort=updated&direction=desc')).length).toBeGreaterThan(3);
  });

  it('setstatus EDIT / ORDER and acknowledgePageCountChanged', async () => {
    const edit = await author.put('/api/project/setstatus', { id: ebookId, status: 'EDIT' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().payload.status).toBe('EDITING');
    const bad = await author.put('/api/project/setstatus', { id: ebookId, status: 'ONSALE' });
    expect(bad.statusCode).toBe(400);
    const changed = await author.post('/api/project', { id: printId, pageCount: 240 });
    expect(changed.json().payload.pageCountChanged).toBe(true);
    const ack = await author.post('/api/project/acknowledgePageCountChanged', { projectId: printId });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().payload).toMatchObject({ pageCountChanged: false, warningMessage: null });
  });

  it('book-size-match answers whether a cover format fits a page size', async () => {
    const yes = await author.get(
      `/api/project/${printId}/book-size-match?cover_format=HARDCOVER_DUST_JACKET&page_size=6x9`,
    );
    expect(yes.json().payload).toEqual({ match: true });
    const no = await author.get(
      `/api/project/${printId}/book-size-match?cover_format=HARDCOVER_DUST_JACKET&page_size=8.5x11`,
    );
    expect(no.json().payload).toEqual({ match: false });
    const own = await author.get(`/api/project/${printId}/book-size-match`);
    expect(own.json().payload).toEqual({ match: true });
  });

  it('delete: a draft goes; an on-sale book is refused with STATUS_BLOCK', async () => {
    const list = (await author.get('/api/projects?status=ONSALE')).json().payload;
    const onSale = list.projects[0].id;
    const refused = await author.request('DELETE', `/api/project/${onSale}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toEqual({
      code: 'STATUS_BLOCK',
      description: 'This book is on sale or being processed, so it can’t be deleted.',
    });
    const viaSearch = await author.post('/api/project/delete_search_project', {
      projectId: onSale,
      updateIntent: 'DELETE',
      customerId: 'x',
    });
    expect(viaSearch.statusCode).toBe(409);
    expect(viaSearch.json().code).toBe('STATUS_BLOCK');

    // A copy order needs checked and approved files (6024 otherwise; publishing.test.ts covers it).
    expect((await author.put('/api/project/setstatus', { id: printId, status: 'ORDER' })).json().code).toBe(
      '6024',
    );
    await t.database.db.execute(sql`update projects set interior_pre_flight_check_status = 'SUCCESSFUL',
      interior_approved = true, cover_full_pre_flight_check_status = 'SUCCESSFUL', cover_full_approved = true
      where id = ${printId}`);
    const ordered = await author.put('/api/project/setstatus', { id: printId, status: 'ORDER' });
    expect(ordered.json().payload.status).toBe('ORDERED');
    expect((await author.request('DELETE', `/api/project/${printId}`)).json().code).toBe('STATUS_BLOCK');
    const listed = async (id: string) =>
      (await author.get('/api/projects?limit=100'))
        .json()
        .payload.projects.find((p: { id: string }) => p.id === id);
    expect((await listed(printId)).deletable).toBe(false);
    // On its way on sale: refused too, and the list says so.
    await t.database.db.execute(sql`update projects set status = 'PROCESSING_ONSALE' where id = ${printId}`);
    const onItsWay = await author.request('DELETE', `/api/project/${printId}`);
    expect(onItsWay.statusCode).toBe(409);
    expect(onItsWay.json().code).toBe('STATUS_BLOCK');
    expect((await listed(printId)).deletable).toBe(false);
    // An administrator is refused alike.
    expect((await admin.request('DELETE', `/api/project/${printId}`)).json().code).toBe('STATUS_BLOCK');
    expect((await listed(ebookId)).deletable).toBe(true);

    const ok = await author.post('/api/project/delete_search_project', {
      projectId: ebookId,
      updateIntent: 'DELETE',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payload).toEqual({ deleted: true });
    expect((await author.get(`/api/project/${ebookId}`)).statusCode).toBe(404);
    const draft = (await author.post('/api/project', { type: 'EBOOK', title: 'Scrap' })).json().payload.id;
    const gone = await author.request('DELETE', `/api/project/${draft}`);
    expect(gone.json().payload).toEqual({ deleted: true });
  });

  it('the OpenAPI document lists every book-builder path under its tag', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const expected: [string, string][] = [
      ['/api/projects', 'get'],
      ['/api/project/{id}', 'get'],
      ['/api/project', 'post'],
      ['/api/project/{id}', 'delete'],
      ['/api/project/delete_search_project', 'post'],
      ['/api/project/setstatus', 'put'],
      ['/api/project/acknowledgePageCountChanged', 'post'],
      ['/api/project/{id}/book-size-match', 'get'],
      ['/api/project/getAllLanguages', 'get'],
      ['/api/project/ebook/cost', 'get'],
      ['/api/project/print/cost', 'get'],
      ['/api/project/print/quote', 'get'],
      ['/api/project/personal/quote', 'get'],
      ['/api/project/royalty-prices', 'get'],
      ['/api/project/priceUpdateWindow', 'get'],
      ['/api/project/tranfer_isbn_project', 'post'],
      ['/api/project/transfer_isbn_project', 'post'],
      ['/api/project/load-bst-metadata', 'post'],
      ['/api/project/eBookSize', 'get'],
      ['/api/project/printBookSize', 'get'],
      ['/api/project/ISBNOptions', 'get'],
      ['/api/book/ebook-categories', 'get'],
      ['/api/book/explore-categories', 'get'],
      ['/api/book/categories', 'get'],
      ['/api/book/search-categories', 'get'],
      ['/api/projectgroups/query', 'get'],
      ['/api/projectgroups/query-grouped-project/{id}', 'get'],
      ['/api/projectgroups/existing-titles', 'get'],
      ['/api/projectgroups/clone/{groupProjectId}/{type}', 'put'],
      ['/api/search/search', 'get'],
      ['/api/search/project-searches/{a}/{b}/{c}', 'get'],
      ['/api/search/project-searches-single-user/{a}/{c}', 'get'],
      ['/api/search/isbn-lookup/{isbn}', 'get'],
      ['/api/search/series-search', 'get'],
      ['/api/search/contributors', 'get'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags.length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });
});
