import { toNewYorkWallClock } from '@quire/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { createServices } from '../src/services';
import type { TestApp, TestClient } from './helpers';

export const DAY = 24 * 60 * 60_000;

const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];

/** The New York wall clock `ms` from the test clock's now, as a person would type it ('2026-03-05T14:30'). */
export const nyIn = (t: TestApp, ms: number) => toNewYorkWallClock(new Date(t.clock.now().getTime() + ms));

/** A new eBook of the signed-in client with a list price; answers its id. */
export async function ebook(c: TestClient, listPrice: string | null = '9.99', title = 'Scheduled Book') {
  const res = await c.post('/api/project', { type: 'EBOOK', title, ...(listPrice ? { listPrice } : {}) });
  if (res.statusCode !== 200) throw new Error(`create eBook answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.id as string;
}

export const submit = (c: TestClient, body: Record<string, unknown>) =>
  c.post('/api/project/scheduled-price-submit', body);

export const list = (c: TestClient, projectId: string) =>
  c.get(`/api/project/scheduled-prices?projectId=${projectId}`);

export const listPrice = async (c: TestClient, projectId: string) =>
  (await c.get(`/api/project/${projectId}`)).json().payload.listPrice as string | null;

/** A worker on the test database and clock: runs every due job, as `npm run worker` would. */
export const drain = (t: TestApp) =>
  createServices(t.database.db, t.config, t.database.kind).jobs.drain(20_000);

/** The scheduled-price entries of a book's history, oldest first. */
export async function appliedHistory(database: Database, projectId: string) {
  return rowsOf<{ actor_kind: string; detail: Record<string, unknown>; at: Date }>(
    await database.db.execute(
      sql`select actor_kind, detail, at from project_history
          where project_id = ${projectId} and event = 'price.scheduled-applied' order by at, id`,
    ),
  );
}

/** The jobs of one scheduled price by kind and state. */
export async function jobsOf(database: Database, scheduleId: string) {
  return rowsOf<{ kind: string; status: string; payload: { version: number; edge: string }; run_at: Date }>(
    await database.db.execute(
      sql`select kind, status, payload, run_at from jobs where payload->>'scheduleId' = ${scheduleId} order by run_at, kind`,
    ),
  );
}

/** Field → message of a failure envelope. */
export const fieldErrors = (res: { json(): { errors: { field?: string; description: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field ?? '', e.description]));
