/**
 * The seeded template (decision 071) holds what a fresh seed writes: a test app copied from it and
 * one seeded afresh have the same rows in every table and the same stored files, and the demo
 * author finds the same books in both.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { AUTHOR, buildTestApp, type TestApp } from './helpers';
import { seedDay } from './seeded-template';

let copied: TestApp;
let fresh: TestApp;
/** Whether the template was seeded today: a run that crosses midnight in New York seeds afresh from then on. */
let sameDay: boolean;

beforeAll(async () => {
  sameDay = inject('seededTemplate')?.day === seedDay(new Date());
  copied = await buildTestApp({ jobs: { mode: 'off', leaseMs: 30_000, concurrency: 1, pollMs: 50 } });
  // `demo` is not an override the template stands for, even at its default value: seeded afresh.
  fresh = await buildTestApp({
    demo: true,
    jobs: { mode: 'off', leaseMs: 30_000, concurrency: 1, pollMs: 50 },
  });
});
afterAll(async () => {
  await copied?.close();
  await fresh?.close();
});

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql.raw(`select count(*)::int as n from "${name}"`)),
    );
    counts[name] = Number(row?.n);
  }
  return counts;
}

function storedFiles(t: TestApp): { count: number; bytes: number } {
  const storage = t.config.files.storage;
  if (storage.kind !== 'local') throw new Error('local storage expected');
  const names = readdirSync(storage.dir, { recursive: true }).map(String);
  const files = names.filter((n) => statSync(join(storage.dir, n)).isFile());
  return {
    count: files.length,
    bytes: files.reduce((sum, n) => sum + statSync(join(storage.dir, n)).size, 0),
  };
}

async function authorsBooks(t: TestApp) {
  const author = t.client();
  await author.signIn(AUTHOR);
  const res = await author.get('/api/projects?limit=50');
  expect(res.statusCode).toBe(200);
  const books = res.json().payload.projects as { title: string; status: string }[];
  return books.map((b) => `${b.title}: ${b.status}`).sort();
}

describe('the seeded template', () => {
  it('is used for an app whose overrides change nothing the seed writes, and not otherwise', () => {
    expect(copied.seededFrom).toBe(sameDay ? 'template' : 'fresh');
    expect(inject('seededTemplate')).toBeDefined();
    expect(fresh.seededFrom).toBe('fresh');
  });

  it('holds the rows of a fresh seed in every table', async () => {
    const [a, b] = await Promise.all([rowCounts(copied), rowCounts(fresh)]);
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(a.users).toBeGreaterThan(0);
    expect(a.projects).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  it("holds the seed's stored files, copied into the app's own store", () => {
    const a = storedFiles(copied);
    expect(a.count).toBeGreaterThan(10);
    expect(a).toEqual(storedFiles(fresh));
  });

  it('shows the demo author the same books, signed in with the seeded password', async () => {
    const books = await authorsBooks(copied);
    expect(books.length).toBeGreaterThan(3);
    expect(books).toEqual(await authorsBooks(fresh));
  });
});
