import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

/**
 * The administrator's search over every account (decision 058): each query word is corrected
 * against the search vocabulary, then matched on the projects' words.
 */
describe("administrator's search over every project", () => {
  let t: TestApp;
  let admin: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = t.client();
    await admin.signIn(ADMIN);
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
      eans: string[];
    }[];

  it('a typo in a title, an author or a series still finds the book', async () => {
    expect((await search(admin, 'lighthuose keeper'))[0]?.title).toBe('The Lighthouse Keeper’s Daughter');
    expect((await search(admin, 'clockwrk orchard'))[0]?.title).toBe('The Clockwork Orchard');
    expect((await search(admin, 'tomas reys'))[0]).toMatchObject({
      title: 'Harbour Lights',
      param: 'author',
    });
    const bySeries = await search(admin, 'braswood chronicls');
    expect(bySeries.map((r) => r.title).sort()).toEqual(['The Clockwork Orchard', 'The Glass Foundry']);
    expect(bySeries[0]?.param).toBe('series');
  });

  it('a word as it is being typed, in any order, matches', async () => {
    expect((await search(admin, 'keeper lightho'))[0]?.title).toBe('The Lighthouse Keeper’s Daughter');
  });

  it('exact ISBNs and parts of numbers keep working; nothing similar finds nothing', async () => {
    expect((await search(admin, '979-8-88645-010-1')).map((r) => r.title)).toEqual([
      'The Lighthouse Keeper’s Daughter',
    ]);
    const part = await search(admin, '979-8-88645-01');
    expect(part.map((r) => r.title).sort()).toEqual([
      'The Clockwork Orchard',
      'The Lighthouse Keeper’s Daughter',
    ]);
    expect(await search(admin, 'zzqqxx')).toEqual([]);
    expect(await search(admin, 'lighthouse zzqqxx')).toEqual([]);
  });

  it("a saved book's new words are searchable at once, its old ones no longer find it", async () => {
    const id = (
      await stranger.post('/api/project', {
        type: 'EBOOK',
        title: 'The Quillfeather Almanac',
        contributors: [{ firstName: 'Odalys', lastName: 'Brennock', role: 'A' }],
      })
    ).json().payload.id;
    expect((await search(admin, 'quilfeather almanak')).map((r) => r.id)).toEqual([id]);
    expect((await search(admin, 'odalys brenock'))[0]).toMatchObject({ id, param: 'author' });
    await stranger.post('/api/project', { id, title: 'The Saltmarsh Ledger' });
    expect((await search(admin, 'saltmarsh ledgr')).map((r) => r.id)).toEqual([id]);
    expect(await search(admin, 'quillfeather')).toEqual([]);
    // An author's own search is untouched: still only their own books.
    const author = t.client();
    await author.signIn(AUTHOR);
    expect(await search(author, 'saltmarsh ledger')).toEqual([]);
    expect((await search(stranger, 'saltmarsh ledgr')).map((r) => r.id)).toEqual([id]);
  });
});
