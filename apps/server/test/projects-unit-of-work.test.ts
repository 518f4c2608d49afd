import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * One use case, one transaction: a save that fails after its first write leaves nothing behind.
 * The failure is real: a trigger makes PostgreSQL refuse a contributor named "Boom", which a save
 * writes after the series, the project row and the removal of the old contributors.
 */
const SPEC = {
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  pageCount: 120,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};

describe('a save is one transaction', () => {
  let t: TestApp;
  let author: TestClient;
  let id: string;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    const db = t.database.db;
    await db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Boom' then raise exception 'refused by the test trigger'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_boom before insert on project_contributors
      for each row execute function refuse_boom()`);
    await db.execute(sql`
      create function refuse_group() returns trigger language plpgsql as $$
      begin
        if new.title = 'Never Saved' then raise exception 'refused by the test trigger'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_group before insert on project_groups
      for each row execute function refuse_group()`);
    const res = await author.post('/api/project', { type: 'PRINT', title: 'Before', ...SPEC });
    expect(res.statusCode).toBe(200);
    id = res.json().payload.id;
    const named = await author.post('/api/project', {
      id,
      contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    });
    expect(named.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const count = async (table: 'series' | 'projects' | 'project_groups') => {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
    return Number((rows as { n: number }[])[0]?.n ?? 0);
  };

  it('fails half-way and changes nothing: title, series, contributors and search text stay', async () => {
    const seriesBefore = await count('series');
    const before = (await author.get(`/api/project/${id}`)).json().payload;

    const res = await author.post('/api/project', {
      id,
      title: 'After',
      inSeries: true,
      seriesName: 'A Series Made Half-Way',
      seriesNumber: 1,
      contributors: [{ firstName: 'Boom', lastName: 'Writer', role: 'A' }],
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: '0', payload: null });

    const after = (await author.get(`/api/project/${id}`)).json().payload;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ title: 'Before', inSeries: false, seriesName: null });
    expect(after.contributors).toEqual([{ firstName: 'Ada', lastName: 'Author', role: 'A' }]);
    expect(await count('series')).toBe(seriesBefore);
    const found = (await author.get('/api/search/search?q=After')).json().payload;
    expect(found.results.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('a new project whose group cannot be made is not created at all', async () => {
    const projectsBefore = await count('projects');
    const groupsBefore = await count('project_groups');
    const res = await author.post('/api/project', { type: 'EBOOK', title: 'Never Saved' });
    expect(res.statusCode).toBe(500);
    expect(await count('projects')).toBe(projectsBefore);
    expect(await count('project_groups')).toBe(groupsBefore);
  });

  it('the same save without the refused name goes through whole, with its print quote', async () => {
    const res = await author.post('/api/project', {
      id,
      title: 'After',
      inSeries: true,
      seriesName: 'A Series Made Whole',
      contributors: [{ firstName: 'Bea', lastName: 'Writer', role: 'A' }],
      listPrice: '14.99',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().payload;
    expect(saved).toMatchObject({ title: 'After', seriesName: 'A Series Made Whole', listPrice: '14.99' });
    expect(saved.printQuote).toMatchObject({ price: '14.99' });
    const quote = (await author.get(`/api/project/print/quote?projectId=${id}`)).json().payload;
    expect(saved.printQuote).toEqual(quote);
  });

  it('an eBook save answers no print quote', async () => {
    const res = await author.post('/api/project', { type: 'EBOOK', title: 'Plain eBook' });
    expect(res.json().payload.printQuote).toBeNull();
  });
});
