import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

const REQUIRED_TITLE = 'Please enter the title.';
const DIGITS = 'Please enter numbers only in this field.';

/**
 * Spec 1 §5's required rule on the project's title: no book is created without one (nothing is
 * named behind its author's back) and no save empties it; the message attaches to `title`. A
 * price that is not a number answers the digits message on `listPrice`.
 */
describe('project title is required, on create and on save', () => {
  let t: TestApp;
  let author: TestClient;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
  });
  afterAll(() => t.close());

  const titleErrors = (res: { json: () => { errors: { field?: string; description?: string }[] } }) =>
    res.json().errors.filter((e) => e.field === 'title');

  it('creating a book of any type without a title answers the required message on title and creates nothing', async () => {
    const before = (await author.get('/api/projects?limit=50')).json().payload.totalCount;
    for (const body of [
      { type: 'EBOOK' },
      { type: 'EBOOK', title: '   ' },
      { type: 'EBOOK', title: null },
      { type: 'POD', title: '' },
    ]) {
      const res = await author.post('/api/project', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(titleErrors(res).map((e) => e.description)).toEqual([REQUIRED_TITLE]);
    }
    expect((await author.get('/api/projects?limit=50')).json().payload.totalCount).toBe(before);
  });

  it('saving an eBook with an empty title is refused the same way, and the title stays', async () => {
    const created = await author.post('/api/project', { type: 'EBOOK', title: 'Salt Roads' });
    expect(created.statusCode).toBe(200);
    const id = created.json().payload.id as string;
    for (const title of ['', '  ', null]) {
      const res = await author.post('/api/project', { id, title });
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expect(titleErrors(res).map((e) => e.description)).toEqual([REQUIRED_TITLE]);
    }
    expect((await author.get(`/api/project/${id}`)).json().payload.title).toBe('Salt Roads');
  });

  it('a price that is not a number answers the digits message on listPrice', async () => {
    const created = await author.post('/api/project', { type: 'EBOOK', title: 'Price Words' });
    const id = created.json().payload.id as string;
    const res = await author.post('/api/project', { id, listPrice: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'listPrice', description: DIGITS })]);
  });

  it('an eBook cannot take separate covers with a spine', async () => {
    const created = await author.post('/api/project', { type: 'EBOOK', title: 'One Cover' });
    const id = created.json().payload.id as string;
    const res = await author.post('/api/project', { id, coverType: 'separate' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().errors[0].field).toBe('coverType');
    expect((await author.post('/api/project', { id, coverType: 'full' })).statusCode).toBe(200);
  });
});
