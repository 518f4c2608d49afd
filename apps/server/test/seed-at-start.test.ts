import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAtStart } from '../src/seed';
import { createServices } from '../src/services';
import { buildTestApp, type TestApp } from './helpers';

/**
 * A start skips the seed when this same build seeded the database in the same mode (decision 031): a
 * restart does not rewrite the reference data. A feature-flag row removed behind the seed's back
 * shows whether the seed ran: only a seed puts it back.
 */
describe('seedAtStart', () => {
  let t: TestApp;
  let services: ReturnType<typeof createServices>;
  const flags = async () => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from feature_flags`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n);
  };
  const dropOneFlag = () =>
    t.database.db.execute(sql`delete from feature_flags where flag = (select min(flag) from feature_flags)`);

  beforeAll(async () => {
    t = await buildTestApp();
    services = createServices(t.database.db, t.config, t.database.kind);
  });
  afterAll(() => t.close());

  it('seeds on a database no build has seeded, then skips for the same build and mode', async () => {
    const all = await flags();
    expect(all).toBeGreaterThan(0);
    expect(await services.system.lastSeed()).toBeNull();
    expect(await seedAtStart(services, { demo: true, buildId: 'build-1' })).toBe('seeded');
    expect(await services.system.lastSeed()).toBe('build-1:demo-no-catalogue');

    await dropOneFlag();
    expect(await seedAtStart(services, { demo: true, buildId: 'build-1' })).toBe('current');
    expect(await flags()).toBe(all - 1);

    // A new build seeds again, and so does a change of mode.
    expect(await seedAtStart(services, { demo: true, buildId: 'build-2' })).toBe('seeded');
    expect(await flags()).toBe(all);
    await dropOneFlag();
    expect(await seedAtStart(services, { demo: false, buildId: 'build-2' })).toBe('seeded');
    expect(await flags()).toBe(all);
    expect(await services.system.lastSeed()).toBe('build-2:no-demo');
    // And so does turning the small press's catalogue on.
    expect(await seedAtStart(services, { demo: true, demoCatalogue: true, buildId: 'build-2' })).toBe(
      'seeded',
    );
    expect(await services.system.lastSeed()).toBe('build-2:demo');
  });

  it('from source (no build id) seeds at every start and records nothing', async () => {
    const recorded = await services.system.lastSeed();
    await dropOneFlag();
    const before = await flags();
    expect(await seedAtStart(services, { demo: true, buildId: null })).toBe('seeded');
    expect(await flags()).toBe(before + 1);
    expect(await services.system.lastSeed()).toBe(recorded);
  });
});
