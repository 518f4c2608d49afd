import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether } from '../src/db/reads';
import { rowsOf } from '../src/db/rows';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('readTogether', () => {
  it('answers every read in order, on the database and in a transaction', async () => {
    const { db } = t.database;
    const reads = (d: typeof db) =>
      readTogether(d, [d.execute(sql`select 1 as n`), d.execute(sql`select 'two' as s`), Promise.resolve(3)]);
    const direct = await reads(db);
    expect(rowsOf<{ n: number }>(direct[0])[0]?.n).toBe(1);
    expect(rowsOf<{ s: string }>(direct[1])[0]?.s).toBe('two');
    expect(direct[2]).toBe(3);
    const inTx = await db.transaction((tx) => reads(tx));
    expect(rowsOf<{ s: string }>(inTx[1])[0]?.s).toBe('two');
  });

  it('in a transaction, starts a read only when the one before it has answered; on the pool, all at once', async () => {
    // Drizzle's queries start when awaited (`then`): these record when each is started and answered.
    const log: string[] = [];
    const read = (name: string, ms: number): PromiseLike<string> => ({
      // biome-ignore lint/suspicious/noThenProperty: a lazy query is a thenable, as Drizzle's are
      then(done, failed) {
        log.push(`start ${name}`);
        return new Promise<string>((r) => setTimeout(() => r(name), ms))
          .then((v) => {
            log.push(`end ${name}`);
            return v;
          })
          .then(done, failed);
      },
    });
    // The transaction's one connection takes one query at a time: node-postgres deprecates queuing a second.
    const inTx = await t.database.db.transaction((tx) => readTogether(tx, [read('a', 30), read('b', 0)]));
    expect(inTx).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
    log.length = 0;
    expect(await readTogether(t.database.db, [read('a', 30), read('b', 0)])).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });
});
