import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
 * kill -9 of the server in the middle of an update-promo-status accepting 20 requests, after 10 of
 * them were written with their scheduled prices: nothing of the change is left (every request
 * PENDING, no scheduled price, no status change, no history, no audit entry, no e-mail job), and the
 * same change sent to a new server on the same database accepts all 20. Each server is a real
 * process (testing/promotions-crash-child.ts → buildApp) on an on-disk PGlite directory or, with
 * QUIRE_TEST_DB=postgres, a fresh database on TEST_DATABASE_URL.
 */
const child = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'promotions-crash-child.ts');
const dir = mkdtempSync(join(tmpdir(), 'quire-promotions-crash-'));
const marker = join(dir, 'marker.log');
const state = join(dir, 'change.json');
const dataKey = randomBytes(32).toString('base64');
const COUNT = 20;
const AFTER = 10;
let target: DatabaseTarget;
let drop = async () => {};

beforeAll(async () => {
  ({ target, drop } = await scratchDatabase('quire_t_promo_crash', dir));
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
    CRASH_COUNT: String(COUNT),
    CRASH_AFTER: String(AFTER),
    CRASH_DATA_DIR: join(dir, 'data'),
    CRASH_DATA_KEY: dataKey,
    ...targetEnv(target),
  });
}

const lines = () => markerLines(marker);

/**
 * What the change writes, counted straight from the database: its requests only, since the demo
 * seed adds nominations and status changes of its own.
 */
async function footprint() {
  const ids = (JSON.parse(readFileSync(state, 'utf8')) as { ids: string[] }).ids;
  const ours = sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const ourChange = sql`exists (select 1 from jsonb_array_elements(entries) e where (e->>'id')::uuid in ${ours})`;
  const database = await openDatabase(target);
  const n = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? 0;
  try {
    const statuses = rowsOf<{ status: string; n: number }>(
      await database.db.execute(
        sql`select status, count(*)::int as n from promo_requests where id in ${ours} group by status`,
      ),
    );
    return {
      statuses: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
      linked: await n(
        sql`select count(*)::int as n from promo_requests where id in ${ours} and scheduled_price_id is not null`,
      ),
      scheduledPrices: await n(
        sql`select count(*)::int as n from price_schedules p
             where p.project_id in (select project_id from promo_requests where id in ${ours})`,
      ),
      changes: await n(sql`select count(*)::int as n from promo_status_changes where ${ourChange}`),
      history: await n(
        sql`select count(*)::int as n from project_history
             where event = 'promotion.approved' and (detail->>'requestId')::uuid in ${ours}`,
      ),
      // Any audit entry or e-mail job but those of the seed's own changes (it reviews a few requests).
      audit: await n(
        sql`select count(*)::int as n from audit_log where action = 'promotion.review'
             and target_id not in (select id::text from promo_status_changes where not ${ourChange})`,
      ),
      mailJobs: await n(
        sql`select count(*)::int as n from jobs where kind = 'promotions.decision-mail'
             and payload->>'changeId' not in (select id::text from promo_status_changes where not ${ourChange})`,
      ),
    };
  } finally {
    await database.close();
  }
}

describe('update-promo-status after a crash', () => {
  it('a server killed (-9) halfway through accepting 20 requests leaves none changed; the same change then accepts all 20', async () => {
    const first = startChild('hang');
    await until(
      () => {
        if (first.proc.exitCode !== null)
          throw new Error(`the first server exited early (${first.proc.exitCode})`);
        return lines().some((l) => l.startsWith(`updated ${AFTER} `));
      },
      180_000,
      `the ${AFTER}th acceptance`,
    );
    if (target.kind === 'postgres') {
      // Half done: the change's transaction is open (the rows written so far are not visible).
      const database = await openDatabase(target);
      try {
        const open = rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and state = 'idle in transaction'`,
          ),
        );
        expect(open[0]?.n).toBe(1);
      } finally {
        await database.close();
      }
    }
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(lines()).toContain(`pending ${COUNT}`);
    expect(lines()).not.toContain('answered (the crash never came)');

    expect(await footprint()).toEqual({
      statuses: { PENDING: COUNT },
      linked: 0,
      scheduledPrices: 0,
      changes: 0,
      history: 0,
      audit: 0,
      mailJobs: 0,
    });

    const second = startChild('resume');
    const code = await Promise.race([
      second.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 120_000)),
    ]);
    if (code === 'timeout') second.proc.kill('SIGKILL');
    expect(code).toBe(0);
    const answer = JSON.parse(lines().at(-1) ?? '{}');
    expect(answer).toMatchObject({ status: 200, payload: { status: 'APPROVED', updated: COUNT } });

    expect(await footprint()).toEqual({
      statuses: { APPROVED: COUNT },
      linked: COUNT,
      scheduledPrices: COUNT,
      changes: 1,
      history: COUNT,
      audit: 1,
      mailJobs: 1,
    });
  }, 360_000);
});
