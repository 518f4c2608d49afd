import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * Spec 1 §7: the save's payload is the project. Every demo project, loaded with
 * `GET /api/project/{id}` and posted back unchanged with `POST /api/project`, saves, whatever its
 * status (on sale, ordered, draft), for its owner and for an administrator; and changes nothing.
 */
describe('a project saves back exactly as it loads', () => {
  let t: TestApp;
  let author: TestClient;
  let admin: TestClient;
  let ids: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    admin = t.client();
    await admin.signIn(ADMIN);
    const list = (await author.get('/api/projects?limit=50')).json().payload;
    ids = list.projects.map((p: { id: string }) => p.id);
  });
  afterAll(() => t.close());

  /** The project without what a save itself moves (its time stamp and the quote of the answer). */
  const settled = (p: Record<string, unknown>) => {
    const { updatedAt: _u, printQuote: _q, ...rest } = p;
    return rest;
  };

  it('the demo author owns books of every kind to try it on', () => {
    expect(ids.length).toBeGreaterThanOrEqual(5);
  });

  for (const who of ['author', 'admin'] as const) {
    it(`every demo project, GET then POST unchanged, succeeds for the ${who}`, async () => {
      const client = who === 'author' ? author : admin;
      for (const id of ids) {
        const loaded = (await client.get(`/api/project/${id}`)).json().payload;
        expect(loaded.categories.length + 1).toBeGreaterThan(0);
        const saved = await client.post('/api/project', loaded);
        expect({
          title: loaded.title,
          status: loaded.status,
          code: saved.statusCode,
          body: saved.json().errors,
        }).toEqual({
          title: loaded.title,
          status: loaded.status,
          code: 200,
          body: [],
        });
        expect(settled(saved.json().payload)).toEqual(settled({ ...loaded, printQuote: null }));
        const again = (await client.get(`/api/project/${id}`)).json().payload;
        expect(settled(again)).toEqual(settled(loaded));
      }
    });
  }

  it('categories sent as the project answers them are kept by id; crumbs and BISAC come from the catalog', async () => {
    const list = (await author.get('/api/projects?limit=50')).json().payload.projects;
    const draft = list.find((p: { title: string }) => p.title === 'The Glass Foundry');
    const loaded = (await author.get(`/api/project/${draft.id}`)).json().payload;
    const forged = (categoryId: string) => ({
      categoryId,
      categoryCrumbs: 'Forged > Crumbs',
      bisac: 'XXX000000',
    });
    // Unchanged ids with forged crumbs: nothing changes.
    const same = await author.post('/api/project', {
      ...loaded,
      categories: loaded.categories.map((c: { categoryId: string }) => forged(c.categoryId)),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().payload.categories).toEqual(loaded.categories);
    // A new category in the answer's shape, beside a bare id: the catalog's crumbs and BISAC code.
    const res = await author.post('/api/project', {
      ...loaded,
      categories: [loaded.categories[0].categoryId, forged('YA-YAF019020')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.categories).toEqual([
      loaded.categories[0],
      {
        categoryId: 'YA-YAF019020',
        categoryCrumbs: 'Young Adult Fiction > Fantasy > Epic',
        bisac: 'YAF019020',
      },
    ]);
    // An id the catalog does not know is refused whatever form it takes.
    const unknown = await author.post('/api/project', {
      id: draft.id,
      categories: [forged('TRA-XXX000000')],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('categories');
  });

  it('a real change to a locked field of an on-sale eBook is still refused', async () => {
    const list = (await author.get('/api/projects?limit=50')).json().payload.projects;
    const onSale = list.find(
      (p: { type: string; status: string }) => p.type === 'EBOOK' && p.status === 'ONSALE',
    );
    const loaded = (await author.get(`/api/project/${onSale.id}`)).json().payload;
    const res = await author.post('/api/project', { ...loaded, isbn: '9798886450125' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'WIZARD_STEP_LOCKED', field: 'isbn' });
  });
});
