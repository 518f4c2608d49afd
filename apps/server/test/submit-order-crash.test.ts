import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, SERVER_ROOT } from '../src/config';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { markerLines, scratchDatabase, startScript, targetEnv, until } from './scratch-database';

/**
 * kill -9 of the server in the middle of a submit-order, after the card was authorised and before
 * the order was written, then the same submission (key and body) to a new server on the same
 * database: one order, one authorisation. Each server is a real process (testing/checkout-crash-child.ts
 * → buildApp) on an on-disk PGlite directory or, with QUIRE_TEST_DB=postgres, a fresh database.
 */
const child = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'checkout-crash-child.ts');
const dir = mkdtempSync(join(tmpdir(), 'quire-checkout-crash-'));
const marker = join(dir, 'marker.log');
const state = join(dir, 'submission.json');
const dataKey = randomBytes(32).toString('base64');
let target: DatabaseTarget;
let drop = async () => {};

beforeAll(async () => {
  ({ target, drop } = await scratchDatabase('quire_t_checkout', dir));
});
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

function startChild(mode: 'hang' | 'resume'): { proc: ChildProcess; exited: Promise<number | null> } {
  return startScript(child, SERVER_ROOT, {
    CRASH_MODE: mode,
    CRASH_MARKER: marker,
    CRASH_STATE: state,
    CRASH_DATA_DIR: join(dir, 'data'),
    CRASH_DATA_KEY: dataKey,
    ...targetEnv(target),
  });
}

const lines = () => markerLines(marker);

describe('submit-order after a crash', () => {
  it('a server killed (-9) between the authorisation and the order: the same key places one order on one authorisation', async () => {
    const first = startChild('hang');
    await until(
      () => {
        if (first.proc.exitCode !== null)
          throw new Error(`the first server exited early (${first.proc.exitCode})`);
        return lines().some((l) => l.startsWith('authorised '));
      },
      120_000,
      'the authorisation',
    );
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const database = await openDatabase(target);
    const count = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? 0;
    try {
      // What the crash left: an authorised hold, a key in flight, no order.
      expect(await count(sql`select count(*)::int as n from orders`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from payment_authorisations`)).toBe(1);
      expect(
        await count(sql`select count(*)::int as n from idempotency_keys where state = 'in-flight'`),
      ).toBe(1);
    } finally {
      await database.close();
    }

    const second = startChild('resume');
    const code = await Promise.race([
      second.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 120_000)),
    ]);
    if (code === 'timeout') second.proc.kill('SIGKILL');
    expect(code).toBe(0);

    const answers = JSON.parse(lines().at(-1) ?? '{}');
    expect(answers.resumed).toMatchObject({ status: 200, payload: { replayed: false } });
    expect(answers.replayed).toMatchObject({ status: 200, payload: { replayed: true } });
    const orderNumber = answers.resumed.payload.order.orderNumber;
    expect(answers.replayed.payload.order.orderNumber).toBe(orderNumber);

    const after = await openDatabase(target);
    try {
      const orders = rowsOf<{ order_number: string; authorisation_id: string }>(
        await after.db.execute(sql`select order_number, authorisation_id from orders`),
      );
      expect(orders.map((o) => o.order_number)).toEqual([orderNumber]);
      const holds = rowsOf<{ id: string; status: string }>(
        await after.db.execute(sql`select id, status from payment_authorisations`),
      );
      expect(holds).toEqual([{ id: orders[0]?.authorisation_id, status: 'authorised' }]);
      expect(
        await rowsOf<{ n: number }>(await after.db.execute(sql`select count(*)::int as n from cart_items`))[0]
          ?.n,
      ).toBe(0);
    } finally {
      await after.close();
    }
  }, 300_000);
});
