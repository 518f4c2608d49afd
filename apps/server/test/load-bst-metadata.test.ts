import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

const URL = '/api/project/load-bst-metadata';
/** The small press's listings (seed/retail-catalogue.ts), transferable with its vendor number. */
const TIDEWATER = '9798886450019';
const SALT_MARSH = '9798886450026';
const PRESS = 'V2000417';
/** Another publisher's listing (Penguin Classics), never transferred. */
const PRIDE = '9780141439518';
/** A valid ISBN the catalogue does not list. */
const UNLISTED = '9780306406157';

const MESSAGE_21063 = "We can't find the ISBN you have provided. Please check your number and try again.";

describe('POST /api/project/load-bst-metadata (backlist metadata)', () => {
  let t: TestApp;
  let author: TestClient;
  let stranger: TestClient;
  let backlistId: string;

  const create = async (c: TestClient, body: Record<string, unknown>) => {
    const res = await c.post('/api/project', { type: 'PRINT', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.id as string;
  };
  const project = async (id: string) => (await author.get(`/api/project/${id}`)).json().payload;
  const history = async (id: string) =>
    (await author.get(`/api/project/${id}/history`)).json().payload as { event: string; detail: never }[];

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    stranger = await otherAuthor(t);
    // A backlist title: its ISBN transferred from the small press, then typed on a draft print book.
    for (const isbn of [TIDEWATER, SALT_MARSH]) {
      const transfer = await author.post('/api/project/transfer_isbn_project', { vendornumber: PRESS, isbn });
      expect(transfer.statusCode, transfer.body).toBe(200);
    }
    backlistId = await create(author, {
      title: 'Tidewater',
      ...PRINT_SPEC,
      listPrice: '24.00',
      contributors: [{ firstName: 'Marian', lastName: 'Pike', role: 'A', email: 'marian@example.com' }],
    });
    const typed = await author.post('/api/project', { id: backlistId, isbn: TIDEWATER });
    expect(typed.statusCode, typed.body).toBe(200);
  });
  afterAll(() => t.close());

  it("shows each field the listing would change, with the project's value and the listing's, and writes nothing", async () => {
    const before = await project(backlistId);
    const res = await author.post(URL, { projectId: backlistId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().payload;
    expect(body).toMatchObject({
      isbn: TIDEWATER,
      listing: { title: 'Tidewater Almanac', publisherName: 'Lantern Hill Press' },
      applied: [],
      project: null,
    });
    expect(body.changes.map((c: { field: string }) => c.field)).toEqual([
      'title',
      'subtitle',
      'contributors',
      'description',
      'categories',
      'languageCode',
      'series',
      'listPrice',
    ]);
    const byField = Object.fromEntries(body.changes.map((c: { field: string }) => [c.field, c]));
    expect(byField.title).toEqual({
      field: 'title',
      label: 'Title',
      current: 'Tidewater',
      catalogue: 'Tidewater Almanac',
    });
    expect(byField.contributors).toMatchObject({
      current: 'Marian Pike (Author)',
      catalogue: 'Marian Pike (Author), Owen Pike (Photographer)',
    });
    expect(byField.categories.catalogue).toMatch(/Nature/);
    expect(byField.listPrice).toMatchObject({ current: '$24.00', catalogue: '$19.95' });
    expect(await project(backlistId)).toEqual(before);
    expect(await history(backlistId)).toEqual([]);
  });

  it('applies only the accepted fields, as one save with one history entry', async () => {
    const res = await author.post(URL, {
      projectId: backlistId,
      apply: ['subtitle', 'contributors', 'categories', 'series'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().payload;
    expect(body.applied).toEqual(['subtitle', 'contributors', 'categories', 'series']);
    // What the listing would still change: the fields left unticked.
    expect(body.changes.map((c: { field: string }) => c.field)).toEqual([
      'title',
      'description',
      'languageCode',
      'listPrice',
    ]);
    const saved = await project(backlistId);
    expect(body.project).toMatchObject({ id: backlistId, subtitle: 'A Year on the Chesapeake' });
    expect(saved).toMatchObject({
      title: 'Tidewater',
      subtitle: 'A Year on the Chesapeake',
      listPrice: '24.00',
      languageCode: null,
      description: null,
      audience: 'TRA',
      inSeries: true,
      seriesName: 'Lantern Hill Almanacs',
      seriesNumber: 1,
      isbn: TIDEWATER,
    });
    // The person the project already listed keeps the e-mail address the author gave them.
    expect(saved.contributors).toEqual([
      { firstName: 'Marian', lastName: 'Pike', role: 'A', email: 'marian@example.com' },
      { firstName: 'Owen', lastName: 'Pike', role: 'P' },
    ]);
    expect(saved.categories.map((c: { categoryId: string }) => c.categoryId)).toEqual([
      'TRA-NAT000000',
      'TRA-TRV025000',
    ]);
    const entries = await history(backlistId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      event: 'metadata.backlist-loaded',
      actorKind: 'author',
      detail: { isbn: TIDEWATER, fields: ['subtitle', 'contributors', 'categories', 'series'] },
    });

    // Accepting again what is already loaded changes nothing and records nothing.
    const again = await author.post(URL, { projectId: backlistId, apply: ['subtitle', 'series'] });
    expect(again.json().payload).toMatchObject({ applied: [], project: null });
    expect(await history(backlistId)).toHaveLength(1);
  });

  it("the project's rules still hold: a print book without its size and type takes nothing", async () => {
    const draft = await create(author, { title: 'Salt Marsh' });
    const res = await author.post(URL, { projectId: draft, isbn: SALT_MARSH, apply: ['subtitle'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'WIZARD_STEP_LOCKED' });
    expect(await project(draft)).toMatchObject({ subtitle: null, isbn: null });
    expect(await history(draft)).toEqual([]);
  });

  it("another publisher's listing can be read but not loaded: its ISBN is theirs (21025)", async () => {
    const draft = await create(author, { title: 'Pride', ...PRINT_SPEC });
    const look = await author.post(URL, { projectId: draft, isbn: '978-0-14-143951-8' });
    expect(look.statusCode).toBe(200);
    expect(look.json().payload.changes.map((c: { field: string }) => c.field)).toContain('contributors');
    const res = await author.post(URL, { projectId: draft, isbn: PRIDE, apply: ['title'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: '21025', field: 'isbn' });
    expect(await project(draft)).toMatchObject({ title: 'Pride', isbn: null });
  });

  it('an ISBN the catalogue does not know is 21063 in the spec’s words; a book without one is 21006', async () => {
    const unlisted = await create(author, { title: 'Unlisted', ...PRINT_SPEC, isbn: UNLISTED });
    for (const body of [{ projectId: unlisted }, { projectId: backlistId, isbn: UNLISTED }]) {
      const res = await author.post(URL, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: '21063',
        errors: [{ code: '21063', field: 'isbn', description: MESSAGE_21063 }],
      });
    }
    const bare = await create(author, { title: 'No ISBN', ...PRINT_SPEC });
    expect((await author.post(URL, { projectId: bare })).json().code).toBe('21006');
  });

  it('not signed in → 401', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    const res = await anonymous.post(URL, { projectId: backlistId });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it("another author's project → 404, and nothing changes", async () => {
    const before = await project(backlistId);
    for (const body of [
      { projectId: backlistId },
      { projectId: backlistId, apply: ['title'] },
      { projectId: '00000000-0000-4000-8000-000000000000' },
      { projectId: 'not-a-uuid' },
    ]) {
      const res = await stranger.post(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await project(backlistId)).toEqual(before);
    // A transferred listing stays the account's: no book of theirs holds this one, yet another author may not type it.
    const own = await create(stranger, { title: 'Mine', ...PRINT_SPEC });
    const typed = await stranger.post('/api/project', { id: own, isbn: SALT_MARSH });
    expect(typed.json().errors[0]).toMatchObject({ code: '21025' });
    const transfer = await stranger.post('/api/project/transfer_isbn_project', {
      vendornumber: PRESS,
      isbn: SALT_MARSH,
    });
    expect(transfer.json().code).toBe('21054');
  });

  it('a body the schema refuses → 400', async () => {
    for (const body of [
      {},
      { projectId: backlistId, apply: [] },
      { projectId: backlistId, apply: ['cover'] },
      { projectId: backlistId, apply: 'title' },
      { projectId: backlistId, isbn: 9798886450019 },
      { projectId: 42 },
    ]) {
      const res = await author.post(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });
});
