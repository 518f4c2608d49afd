import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

const SPEC = {
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  pageCount: 120,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};
/** Valid ISBN-13s nobody holds. */
const FREE_A = '9780306406157';
const FREE_B = '978-1-86197-876-9';
const QUIRE_POOL_FIRST = '9798987650004';

function fieldErrors(body: { errors: { field?: string; code: string; description: string }[] }) {
  return body.errors;
}

describe('project save refusals and ISBN rules (spec 1 §5, §8)', () => {
  let t: TestApp;
  let author: TestClient;
  let printId: string;
  let secondPrintId: string;

  const newPrint = async (title: string) =>
    (await author.post('/api/project', { type: 'PRINT', title, ...SPEC })).json().payload.id as string;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    printId = await newPrint('Isbn Book');
    secondPrintId = await newPrint('Second Isbn Book');
  });
  afterAll(() => t.close());

  it('six categories are refused on categories with the spec message', async () => {
    const categories = Array.from({ length: 6 }, (_, i) => ({
      categoryId: `C${i}`,
      categoryCrumbs: 'Fiction > X',
      bisac: `FIC00${i}000`,
    }));
    const res = await author.post('/api/project', { id: printId, categories });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toContainEqual(
      expect.objectContaining({ field: 'categories', description: 'You can choose up to 5 categories.' }),
    );
  });

  it('an odd page count is refused on pageCount with the even-number rule', async () => {
    const res = await author.post('/api/project', { id: printId, pageCount: 201 });
    expect(res.statusCode).toBe(400);
    const err = fieldErrors(res.json()).find((e) => e.field === 'pageCount');
    expect(err?.description).toMatch(/even/i);
  });

  it('a bad ISBN check digit → 21006 on isbn; not an ISBN shape → 21040', async () => {
    const bad = await author.post('/api/project', { id: printId, isbn: '9780306406158' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json())[0]).toEqual({
      code: '21006',
      description: 'Please enter a valid ISBN.',
      field: 'isbn',
    });
    const shape = await author.post('/api/project', { id: printId, isbn: '12345' });
    expect(fieldErrors(shape.json())[0]).toMatchObject({ code: '21040', field: 'isbn' });
  });

  it('a valid ISBN (ISBN-10 accepted, stored as ISBN-13) is saved', async () => {
    const res = await author.post('/api/project', { id: printId, isbn: '0-306-40615-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ isbn: FREE_A, ean: FREE_A });
    // The dashboard's list shows it hyphenated by its registration ranges, as the server sends it.
    const list = await author.get('/api/projects?pageSize=100');
    const row = list.json().payload.projects.find((p: { id: string }) => p.id === printId);
    expect(row).toMatchObject({ isbn: FREE_A, displayIsbn: '978-0-306-40615-7' });
  });

  it('an ISBN used by another project → 21047', async () => {
    const res = await author.post('/api/project', { id: secondPrintId, isbn: FREE_A });
    expect(res.statusCode).toBe(409);
    expect(fieldErrors(res.json())[0]).toEqual({
      code: '21047',
      description: 'Sorry, this ISBN is already in use.',
      field: 'isbn',
    });
  });

  it("an ISBN another author's book uses is 21047 too (nothing else is revealed)", async () => {
    const stranger = await otherAuthor(t);
    const id = (await stranger.post('/api/project', { type: 'PRINT', title: 'Theirs', ...SPEC })).json()
      .payload.id;
    const res = await stranger.post('/api/project', { id, isbn: FREE_A });
    expect(res.json().code).toBe('21047');
  });

  it('two books saving one new ISBN at once: one wins, the other hears 21047', async () => {
    const a = await newPrint('Race A');
    const b = await newPrint('Race B');
    const isbn = '9781861972712';
    const [ra, rb] = await Promise.all([
      author.post('/api/project', { id: a, isbn }),
      author.post('/api/project', { id: b, isbn }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    expect([ra, rb].find((r) => r.statusCode === 409)?.json().code).toBe('21047');
  });

  it('an ISBN registered to another publisher in the retail catalogue → 21025', async () => {
    const res = await author.post('/api/project', { id: secondPrintId, isbn: '9780141439518' });
    expect(res.statusCode).toBe(409);
    expect(fieldErrors(res.json())[0]).toMatchObject({ code: '21025', field: 'isbn' });
  });

  it("an ISBN of Quire's free pool typed by hand → 21053", async () => {
    const res = await author.post('/api/project', { id: secondPrintId, isbn: QUIRE_POOL_FIRST });
    expect(fieldErrors(res.json())[0]).toMatchObject({
      code: '21053',
      description: 'Please enter a non-provider ISBN.',
      field: 'isbn',
    });
  });

  it('an ISBN on an eBook is refused by the wizard rules (WIZARD_STEP_LOCKED)', async () => {
    const ebook = (await author.post('/api/project', { type: 'EBOOK', title: 'E' })).json().payload.id;
    const res = await author.post('/api/project', { id: ebook, isbn: FREE_B });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'WIZARD_STEP_LOCKED', field: 'isbn' });
  });

  it('changing the ISBN of an on-sale or processing book → 20015; the same ISBN again is fine', async () => {
    for (const status of ['ONSALE', 'PROCESSING_ONSALE', 'PROCESSING_OFFSALE']) {
      await t.database.db.execute(sql`update projects set status = ${status} where id = ${printId}`);
      const res = await author.post('/api/project', { id: printId, isbn: FREE_B });
      expect(res.statusCode, status).toBe(409);
      expect(fieldErrors(res.json())[0]).toEqual({
        code: '20015',
        description: "Sorry, your ISBN can't be updated for on-sale or processing projects.",
        field: 'isbn',
      });
      const cleared = await author.post('/api/project', { id: printId, isbn: null });
      expect(cleared.json().code).toBe('20015');
      const same = await author.post('/api/project', { id: printId, isbn: FREE_A, subtitle: 'Still mine' });
      expect(same.statusCode).toBe(200);
    }
    await t.database.db.execute(sql`update projects set status = 'EDITING' where id = ${printId}`);
  });

  it('ISBNOptions: the default policy is 5 a week and 10 a month', async () => {
    const res = await author.get(`/api/project/ISBNOptions?projectId=${secondPrintId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      hasFreeIsbnAccess: 0,
      weeklyLimit: 5,
      monthlyLimit: 10,
      usedThisWeek: 0,
      remaining: 5,
      freeIsbnEligible: true,
      poolAvailable: 200,
    });
  });

  it('free ISBNs come from the pool up to 5 a week, then 21054', async () => {
    const ids = [secondPrintId];
    for (let i = 0; i < 5; i++) ids.push(await newPrint(`Free ${i}`));
    for (const id of ids.slice(0, 5)) {
      const res = await author.post(`/api/project/${id}/free-isbn`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payload.isbn).toMatch(/^979898765\d{4}$/);
    }
    const sixth = await author.post(`/api/project/${ids[5]}/free-isbn`, {});
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('21054');
    const options = (await author.get(`/api/project/ISBNOptions?projectId=${ids[5]}`)).json().payload;
    expect(options).toMatchObject({ usedThisWeek: 5, remaining: 0, freeIsbnEligible: false });
    // A week later the weekly limit has room again, the monthly one still counts.
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    await author.signIn(AUTHOR); // the session did not survive the week
    const later = (await author.get(`/api/project/ISBNOptions?projectId=${ids[5]}`)).json().payload;
    expect(later).toMatchObject({ usedThisWeek: 0, usedThisMonth: 5, remaining: 5 });
  });

  it('the account policy: 1 is unlimited, -1 is none (isbn_policies.has_free_isbn_access)', async () => {
    const stranger = await otherAuthor(t);
    const id = (await stranger.post('/api/project', { type: 'PRINT', title: 'Policy', ...SPEC })).json()
      .payload.id;
    const customer = (await stranger.get('/api/authentication/session')).json().payload.user.customerId;
    await t.database.db.execute(
      sql`insert into isbn_policies (owner_customer_id, has_free_isbn_access) values (${customer}, -1)`,
    );
    const none = (await stranger.get(`/api/project/ISBNOptions?projectId=${id}`)).json().payload;
    expect(none).toMatchObject({ hasFreeIsbnAccess: -1, remaining: 0, freeIsbnEligible: false });
    expect((await stranger.post(`/api/project/${id}/free-isbn`, {})).json().code).toBe('21054');
    await t.database.db.execute(
      sql`update isbn_policies set has_free_isbn_access = 1 where owner_customer_id = ${customer}`,
    );
    const unlimited = (await stranger.get(`/api/project/ISBNOptions?projectId=${id}`)).json().payload;
    expect(unlimited).toMatchObject({
      hasFreeIsbnAccess: 1,
      weeklyLimit: null,
      remaining: null,
      freeIsbnEligible: true,
    });
    expect((await stranger.post(`/api/project/${id}/free-isbn`, {})).statusCode).toBe(200);
  });

  it('ISBN transfer: unknown ISBN 21063, wrong vendor 21054, right vendor frees it for a book', async () => {
    const unknown = await author.post('/api/project/tranfer_isbn_project', {
      vendornumber: 'V2000417',
      isbn: FREE_B,
      customerId: 'C1',
    });
    expect(unknown.json().code).toBe('21063');
    const wrong = await author.post('/api/project/transfer_isbn_project', {
      vendornumber: 'V9999999',
      isbn: '9798886450019',
    });
    expect(wrong.json().code).toBe('21054');
    const ok = await author.post('/api/project/tranfer_isbn_project', {
      vendornumber: 'V2000417',
      isbn: '979-8-88645-001-9',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payload).toMatchObject({ isbn: '9798886450019', transferred: true });
    const id = await newPrint('Transferred');
    const saved = await author.post('/api/project', { id, isbn: '9798886450019' });
    expect(saved.statusCode).toBe(200);
  });

  it('isbn-lookup says who holds an ISBN', async () => {
    const look = async (isbn: string) => (await author.get(`/api/search/isbn-lookup/${isbn}`)).json().payload;
    expect(await look(FREE_A)).toMatchObject({ valid: true, status: 'YOURS' });
    expect(await look('9780743273565')).toMatchObject({ status: 'RETAIL', problem: '21025', book: null });
    expect(await look('9798987650172')).toMatchObject({ status: 'QUIRE_POOL', problem: '21053', book: null });
    expect(await look('9780306406158')).toMatchObject({
      valid: false,
      problem: '21006',
      status: 'INVALID',
      book: null,
    });
  });

  it('isbn-lookup of a valid ISBN nothing holds → 404 21063', async () => {
    for (const isbn of [FREE_B, FREE_B.replace(/-/g, '')]) {
      const res = await author.get(`/api/search/isbn-lookup/${isbn}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('21063');
      expect(res.json().errors[0]).toMatchObject({
        code: '21063',
        description: "We can't find the ISBN you have provided. Please check your number and try again.",
      });
    }
  });

  it('isbn-lookup signed out → 401', async () => {
    const res = await t.client().get(`/api/search/isbn-lookup/${FREE_A}`);
    expect(res.statusCode).toBe(401);
  });

  it('isbn-lookup: the summary of the own book (spec 2 §2.4)', async () => {
    await author.post('/api/project', {
      id: printId,
      contributors: [{ firstName: 'Ada', lastName: 'Lovelace', role: 'A' }],
      mature: false,
    });
    const res = await author.get(`/api/search/isbn-lookup/${FREE_A}`);
    expect(res.statusCode).toBe(200);
    const { book, project } = res.json().payload;
    expect(project).toMatchObject({ id: printId });
    expect(book).toMatchObject({
      id: printId,
      title: 'Isbn Book',
      format: 'Print Book',
      coverFormat: 'Paperback',
      contributors: [{ firstName: 'Ada', lastName: 'Lovelace', role: 'A', roleLabel: 'Author' }],
      pageSize: '6x9',
      pageCount: 120,
      printColor: expect.any(String),
      paperColor: 'White',
      mature: false,
      // Not on sale: no product page and no public cover.
      productPageUrl: null,
      coverImageUrl: null,
      otherCategories: [],
    });
    expect(book.status).toBeTypeOf('string');
    expect(book.statusLabel).toBeTypeOf('string');
  });

  it('isbn-lookup: another author’s draft has no summary; on sale it has one; an administrator sees it', async () => {
    const stranger = await otherAuthor(t);
    const isbn = '9781990000027';
    const id = (
      await stranger.post('/api/project', { type: 'EBOOK', title: 'Stranger Draft', listPrice: '4.99' })
    ).json().payload.id as string;
    await t.database.db.execute(sql`update projects set isbn = ${isbn} where id = ${id}`);
    const own = (await stranger.get(`/api/search/isbn-lookup/${isbn}`)).json().payload;
    expect(own).toMatchObject({ status: 'YOURS', book: { id, format: 'eBook', pageSize: null } });

    const draft = (await author.get(`/api/search/isbn-lookup/${isbn}`)).json().payload;
    expect(draft).toMatchObject({ status: 'IN_USE', problem: '21047', project: null, book: null });

    const admin = t.client();
    await admin.signIn(ADMIN);
    const seen = (await admin.get(`/api/search/isbn-lookup/${isbn}`)).json().payload;
    expect(seen.book).toMatchObject({ id, title: 'Stranger Draft' });

    await t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${id}`);
    const onSale = (await author.get(`/api/search/isbn-lookup/${isbn}`)).json().payload;
    expect(onSale).toMatchObject({ status: 'IN_USE', project: null });
    expect(onSale.book).toMatchObject({
      id,
      title: 'Stranger Draft',
      format: 'eBook',
      status: 'ONSALE',
      coverFormat: null,
      printColor: null,
    });
    expect(onSale.book.productPageUrl).toMatch(new RegExp(`/books/${id}/stranger-draft$`));
  });

  it('two contributors with one e-mail: the spec message on the second', async () => {
    const res = await author.post('/api/project', {
      id: printId,
      contributors: [
        { firstName: 'A', lastName: 'One', role: 'A', email: 'same@example.com' },
        { firstName: 'B', lastName: 'Two', role: 'E', email: 'SAME@example.com' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toContainEqual(
      expect.objectContaining({
        field: 'contributors.1.email',
        description: 'A contributor already exists with this email address',
      }),
    );
  });

  it('changing the type of a project is refused', async () => {
    const res = await author.post('/api/project', { id: printId, type: 'EBOOK' });
    expect(res.json().errors[0]).toMatchObject({ code: 'PROJECT_TYPE_LOCKED', field: 'type' });
  });
});
