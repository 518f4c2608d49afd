import { ADMIN_PERMISSION, type LoggedInUser } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createServices } from '../src/services';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Many projects at once (the ONIX trade download, the scheduled prices' upcoming badge): the batch
 * reads answer exactly what the one-by-one reads answer, in the order asked, in a fixed number of
 * queries.
 */
describe('projects read in one batch', () => {
  let t: TestApp;
  let services: ReturnType<typeof createServices>;
  let ids: string[];
  let owner: string;

  beforeAll(async () => {
    t = await buildTestApp();
    services = createServices(t.database.db, t.config, t.database.kind);
    const rows = rowsOf<{ id: string; owner_customer_id: string }>(
      await t.database.db.execute(sql`
        select p.id, p.owner_customer_id from projects p join users u on u.customer_id = p.owner_customer_id
        where u.email = 'author@example.com' order by p.created_at desc`),
    );
    ids = rows.map((r) => r.id);
    owner = rows[0]?.owner_customer_id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('answerMany answers each demo project as answer does, in the order of the ids, skipping unknown ones', async () => {
    expect(ids.length).toBeGreaterThan(1);
    const asked = [...ids].reverse();
    const one = await Promise.all(asked.map((id) => services.projects.answer(id)));
    const many = await services.projects.answerMany([asked[0] as string, ...asked, crypto.randomUUID()]);
    expect(many).toEqual(one);
    expect(await services.projects.answerMany([])).toEqual([]);
  });

  it('visibleIds keeps the owner’s books for the owner, every book for an administrator, none for another account', async () => {
    const as = (customerId: string, permissions: string[] = []) =>
      ({ customerId, permissions, actingFor: null }) as unknown as LoggedInUser;
    const asked = [...ids, crypto.randomUUID(), 'not-an-id'];
    expect(await services.projects.visibleIds(as(owner), asked)).toEqual(new Set(ids));
    expect(await services.projects.visibleIds(as('C-nobody', [ADMIN_PERMISSION]), asked)).toEqual(
      new Set(ids),
    );
    expect(await services.projects.visibleIds(as('C-nobody'), asked)).toEqual(new Set());
  });
});
