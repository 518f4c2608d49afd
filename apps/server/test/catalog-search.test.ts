import { CATEGORY_TREE, flattenCategoryTree, LANGUAGES } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

describe('catalog: languages and categories under /api/book/', () => {
  let t: TestApp;
  let anon: TestClient;
  let author: TestClient;

  beforeAll(async () => {
    t = await buildTestApp();
    anon = t.client();
    author = t.client();
    await author.signIn(AUTHOR);
  });
  afterAll(() => t.close());

  it('getAllLanguages: English first, every language of the spec', async () => {
    const res = await anon.get('/api/project/getAllLanguages');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.languages).toEqual(LANGUAGES.map((l) => ({ code: l.code, name: l.name })));
    expect(res.json().payload.languages[0]).toEqual({ code: 'eng', name: 'English' });
  });

  it('explore-categories walks one tree level by level', async () => {
    const top = (await anon.get('/api/book/explore-categories?audienceType=TRA&subjectType=F')).json()
      .payload;
    expect(top.categories.map((c: { name: string }) => c.name)).toEqual(
      CATEGORY_TREE.TRA.F.map((n) => n.name),
    );
    const first = CATEGORY_TREE.TRA.F[0]!;
    const children = (
      await anon.get(
        `/api/book/explore-categories?audienceType=TRA&subjectType=F&parentCategory=${first.categoryId}`,
      )
    ).json().payload.categories;
    expect(children.map((c: { categoryId: string }) => c.categoryId)).toEqual(
      first.children.map((n) => n.categoryId),
    );
    const leaf = children.find((c: { bottomLevel: boolean }) => c.bottomLevel);
    expect(leaf.bisac).toMatch(/^[A-Z]{3}\d{6}$/);
    expect(leaf.categoryCrumbs).toContain(' > ');
  });

  it('categories and ebook-categories answer the same children', async () => {
    const first = CATEGORY_TREE.YA.NF[0]!;
    const a = (
      await anon.get(
        `/api/book/categories?projectType=EBOOK&audienceType=YA&subjectType=NF&parentCategory=${first.categoryId}`,
      )
    ).json().payload.categories;
    const b = (await anon.get(`/api/book/ebook-categories?parentCategoryId=${first.categoryId}`)).json()
      .payload.categories;
    expect(a).toEqual(b);
    expect(a.length).toBe(first.children.length);
  });

  it('bad audience → 400', async () => {
    expect((await anon.get('/api/book/explore-categories?audienceType=ADULT')).statusCode).toBe(400);
    // An empty parameter means "not given".
    const blank = await anon.get(
      '/api/book/explore-categories?audienceType=TRA&subjectType=F&parentCategory=',
    );
    expect(blank.statusCode).toBe(200);
    expect(blank.json().payload.categories).toHaveLength(CATEGORY_TREE.TRA.F.length);
  });

  it('an ended session is told so (1080) before a malformed query is looked at', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    const sid = c.cookies.get('quire_sid') as string;
    await c.get('/api/authentication/logout');
    for (const url of [
      '/api/book/explore-categories?audienceType=NOPE',
      '/api/project/printBookSize?coverFormat=NOPE',
    ]) {
      // A client of its own each time: the answer clears the cookie it sent.
      const stale = t.client();
      stale.cookies.set('quire_sid', sid);
      const res = await stale.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('1080');
    }
  });

  it('search-categories finds bottom-level entries, pages, and tolerates a typo', async () => {
    const res = (
      await anon.get(
        '/api/book/search-categories?query=mystery&audienceType=TRA&subjectType=F&recordsPerPage=3',
      )
    ).json().payload;
    expect(res.totalCount).toBeGreaterThan(3);
    expect(res.categories).toHaveLength(3);
    expect(res.categories.every((c: { bottomLevel: boolean }) => c.bottomLevel)).toBe(true);
    const page2 = (
      await anon.get(
        '/api/book/search-categories?query=mystery&audienceType=TRA&subjectType=F&recordsPerPage=3&pageNum=2',
      )
    ).json().payload;
    expect(page2.pageNum).toBe(2);
    const ids = new Set(res.categories.map((c: { categoryId: string }) => c.categoryId));
    expect(page2.categories.some((c: { categoryId: string }) => ids.has(c.categoryId))).toBe(false);
    const typo = (
      await anon.get('/api/book/search-categories?query=mistery&audienceType=TRA&subjectType=F')
    ).json().payload;
    expect(typo.categories.some((c: { categoryCrumbs: string }) => /Mystery/.test(c.categoryCrumbs))).toBe(
      true,
    );
    expect((await anon.get('/api/book/search-categories?query=')).statusCode).toBe(400);
  });

  it('a save keeps up to five bottom-level categories with crumbs and BISAC; a branch is refused', async () => {
    const leaves = flattenCategoryTree().filter((r) => r.bottomLevel && r.audience === 'TRA');
    const branch = flattenCategoryTree().find((r) => !r.bottomLevel)!;
    const id = (await author.post('/api/project', { type: 'EBOOK', title: 'Categorised' })).json().payload.id;
    const chosen = leaves.slice(0, 5).map((r) => ({
      categoryId: r.categoryId,
      categoryCrumbs: r.categoryCrumbs,
      bisac: r.bisac,
    }));
    // The client sends ids alone; the server fills crumbs and BISAC codes from the catalog.
    const saved = await author.post('/api/project', { id, categories: chosen.map((c) => c.categoryId) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload.categories).toEqual(chosen);
    const refused = await author.post('/api/project', { id, categories: [branch.categoryId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'categories' });
    // A category as the project answers it is taken by its id: crumbs or a BISAC code of the
    // client's own are ignored, the catalog's are kept.
    const supplied = await author.post('/api/project', {
      id,
      categories: [{ ...chosen[0], categoryCrumbs: 'Made up', bisac: 'FIC000000' }],
    });
    expect(supplied.statusCode).toBe(200);
    expect(supplied.json().payload.categories).toEqual([chosen[0]]);
    expect((await author.get(`/api/project/${id}`)).json().payload.categories).toEqual([chosen[0]]);
  });
});

describe('search and project groups', () => {
  let t: TestApp;
  let author: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    stranger = await otherAuthor(t);
  });
  afterAll(() => t.close());

  const search = async (c: TestClient, q: string) =>
    (await c.get(`/api/search/search?q=${encodeURIComponent(q)}`)).json().payload.results as {
      id: string;
      title: string;
      param: string;
      author: string | null;
      seriesName: string | null;
      displayIsbn: string | null;
      eans: string[];
    }[];

  it('a typo in the title still finds the book', async () => {
    const results = await search(author, 'lighthuose keeper');
    expect(results[0]?.title).toBe('The Lighthouse Keeper’s Daughter');
    expect(results[0]).toMatchObject({ param: 'title', author: 'Ada Author', eans: ['9798886450101'] });
    expect((await search(author, 'clockwrk orchard'))[0]?.title).toBe('The Clockwork Orchard');
  });

  it('finds by author, series and exact ISBN (hyphens allowed)', async () => {
    const bySeries = await search(author, 'brasswood chronicles');
    expect(bySeries.map((r) => r.title).sort()).toEqual(['The Clockwork Orchard', 'The Glass Foundry']);
    expect(bySeries[0]?.param).toBe('series');
    const byIsbn = await search(author, '979-8-88645-010-1');
    expect(byIsbn[0]).toMatchObject({
      title: 'The Lighthouse Keeper’s Daughter',
      param: 'isbn',
      displayIsbn: '979-8-88645-010-1',
    });
    const byAuthor = await search(author, 'tomas reyes');
    expect(byAuthor[0]).toMatchObject({ title: 'Harbour Lights', param: 'author' });
  });

  it('an exact ISBN-13 or EAN finds that book alone, first, with or without hyphens', async () => {
    // 9798886450118 (The Clockwork Orchard) shares eleven digits with 9798886450101: an exact
    // number names one book, not the books whose numbers look like it.
    for (const q of ['9798886450101', '979-8-88645-010-1', '979 8886450101']) {
      const results = await search(author, q);
      expect(results.map((r) => r.title)).toEqual(['The Lighthouse Keeper’s Daughter']);
      expect(results[0]).toMatchObject({ param: 'isbn', displayIsbn: '979-8-88645-010-1' });
    }
    const orchard = await search(author, '9798886450118');
    expect(orchard.map((r) => r.title)).toEqual(['The Clockwork Orchard']);
    // A valid number no book carries finds nothing, however many digits it shares.
    expect(await search(author, '9798886450125')).toEqual([]);
    // A part of a number, hyphenated as printed, finds the books whose ISBNs hold it.
    const part = await search(author, '979-8-88645-01');
    expect(part.map((r) => r.title).sort()).toEqual([
      'The Clockwork Orchard',
      'The Lighthouse Keeper’s Daughter',
    ]);
    expect(part.every((r) => r.param === 'isbn')).toBe(true);
  });

  it("another author's search never shows these books; an admin's does", async () => {
    expect(await search(stranger, 'lighthouse keeper')).toEqual([]);
    const admin = t.client();
    await admin.signIn(ADMIN);
    expect((await search(admin, 'lighthouse keeper'))[0]?.title).toBe('The Lighthouse Keeper’s Daughter');
  });

  it('q is required; nothing similar → no results', async () => {
    expect((await author.get('/api/search/search')).statusCode).toBe(400);
    expect(await search(author, 'zzqqxx')).toEqual([]);
  });

  it('project-searches segments: field / customer / query', async () => {
    const own = await author.get('/api/search/project-searches-single-user/title/harbor%20lights');
    expect(own.json().payload.results[0]?.title).toBe('Harbour Lights');
    const series = await author.get('/api/search/project-searches-single-user/series/glass%20foundry');
    expect(series.json().payload.results).toEqual([]);
    const other = await stranger.get('/api/search/project-searches/all/all/harbour');
    expect(other.json().payload.results).toEqual([]);
    const admin = t.client();
    await admin.signIn(ADMIN);
    const all = await admin.get('/api/search/project-searches/all/all/harbour');
    expect(all.json().payload.results[0]?.title).toBe('Harbour Lights');
    expect((await author.get('/api/search/project-searches/nope/all/x')).statusCode).toBe(400);
  });

  it('series-search and contributors suggest from the author’s own books', async () => {
    const series = (await author.get('/api/search/series-search?q=braswood')).json().payload.series;
    expect(series).toEqual([expect.objectContaining({ name: 'The Brasswood Chronicles', projectCount: 2 })]);
    expect((await stranger.get('/api/search/series-search?q=brasswood')).json().payload.series).toEqual([]);
    const people = (await author.get('/api/search/contributors?q=reyes')).json().payload.contributors;
    expect(people).toEqual([{ firstName: 'Tomas', lastName: 'Reyes', role: 'I', email: null }]);
  });

  it('projectgroups/query lists groups; isSeriesQuery lists series with their numbers', async () => {
    const groups = (await author.get('/api/projectgroups/query?limit=50')).json().payload;
    expect(groups.totalProjectsCount).toBe(5);
    expect(groups.deletedProjectCount).toBe(0);
    expect(groups.projectGroups).toHaveLength(5);
    expect(groups.projectGroups[0]).toMatchObject({
      versionCount: 1,
      authorName: 'Ada Author',
      hasError: false,
    });
    const series = (await author.get('/api/projectgroups/query?isSeriesQuery=true')).json().payload;
    expect(series.totalCount).toBe(1);
    expect(series.series[0]).toMatchObject({ title: 'The Brasswood Chronicles', versionCount: 2 });
    expect(series.series[0].seriesNumbers.map((n: { seriesNumber: number }) => n.seriesNumber)).toEqual([
      1, 2,
    ]);
    expect((await stranger.get('/api/projectgroups/query')).json().payload.totalCount).toBe(0);
  });

  it('clone adds another format to a group; the same format twice is refused; strangers get 404', async () => {
    const list = (await author.get('/api/projects?type=EBOOK&limit=50')).json().payload.projects;
    const source = list.find((p: { title: string }) => p.title === 'The Clockwork Orchard');
    const groupId = source.groupProjectId as string;
    expect((await stranger.put(`/api/projectgroups/clone/${groupId}/POD`, {})).statusCode).toBe(404);
    expect((await stranger.get(`/api/projectgroups/query-grouped-project/${groupId}`)).statusCode).toBe(404);
    const clone = await author.put(`/api/projectgroups/clone/${groupId}/PRINT`, {});
    expect(clone.statusCode).toBe(200);
    const p = clone.json().payload;
    expect(p).toMatchObject({
      type: 'PRINT',
      title: 'The Clockwork Orchard',
      groupProjectId: groupId,
      grouped: true,
      seriesName: 'The Brasswood Chronicles',
      seriesNumber: 1,
      isbn: null,
      listPrice: null,
      status: 'NEW',
    });
    expect(p.contributors).toEqual([{ firstName: 'Ada', lastName: 'Author', role: 'A' }]);
    const again = await author.put(`/api/projectgroups/clone/${groupId}/PRINT`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('type');
    const group = (await author.get(`/api/projectgroups/query-grouped-project/${groupId}`)).json().payload;
    expect(group.versionCount).toBe(2);
    expect(group.projects.map((x: { type: string }) => x.type).sort()).toEqual(['EBOOK', 'PRINT']);
    const titles = (await author.get('/api/projectgroups/existing-titles')).json().payload.titles;
    expect(titles.find((x: { title: string }) => x.title === 'The Clockwork Orchard').types.sort()).toEqual([
      'EBOOK',
      'PRINT',
    ]);
    expect((await author.put(`/api/projectgroups/clone/${groupId}/AUDIO`, {})).statusCode).toBe(400);
    expect((await author.get('/api/projectgroups/query-grouped-project/nope')).statusCode).toBe(404);
  });

  it('a new print book with a title gets its own group', async () => {
    const p = (await author.post('/api/project', { type: 'POD', title: 'Solo', ...PRINT_SPEC })).json()
      .payload;
    const group = (await author.get(`/api/projectgroups/query-grouped-project/${p.groupProjectId}`)).json()
      .payload;
    expect(group).toMatchObject({ title: 'Solo', versionCount: 1 });
  });

  it('a project moves only into one of its owner’s groups; an emptied group goes with its last book', async () => {
    const mine = (await author.post('/api/project', { type: 'EBOOK', title: 'Mover' })).json().payload;
    const theirs = (await stranger.post('/api/project', { type: 'EBOOK', title: 'Theirs' })).json().payload;
    const refused = await author.post('/api/project', { id: mine.id, groupProjectId: theirs.groupProjectId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'groupProjectId' });
    const target = (await author.post('/api/project', { type: 'EBOOK', title: 'Target' })).json().payload;
    const moved = await author.post('/api/project', { id: mine.id, groupProjectId: target.groupProjectId });
    expect(moved.json().payload).toMatchObject({ groupProjectId: target.groupProjectId, grouped: true });
    await author.request('DELETE', `/api/project/${mine.id}`);
    expect(
      (await author.get(`/api/projectgroups/query-grouped-project/${target.groupProjectId}`)).statusCode,
    ).toBe(200);
    await author.request('DELETE', `/api/project/${target.id}`);
    expect(
      (await author.get(`/api/projectgroups/query-grouped-project/${target.groupProjectId}`)).statusCode,
    ).toBe(404);
  });

  it('projectgroups/query sorts by title on request', async () => {
    const page = (await author.get('/api/projectgroups/query?limit=50&sortOption=title')).json().payload;
    const titles = page.projectGroups.map((g: { normalizedTitle: string }) => g.normalizedTitle);
    expect(titles).toEqual([...titles].sort());
  });
});
