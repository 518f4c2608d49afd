import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { SESSION_CACHE_MAX_AGE_MS } from '../src/modules/accounts/session-cache';
import { AUTHOR, buildTestApp, type TestApp, TestClient } from './helpers';

// Decision 060: a signed-in request's session look-up is kept in each API process, and every
// change to an account or its sessions, made by any process, reaches each process's copy.

const firstNameOf = async (c: TestClient) =>
  (await c.get('/api/authentication/session')).json().payload?.user?.firstName ?? null;

describe('the session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rename = (firstName: string) =>
    t.database.db.execute(sql`update users set first_name = ${firstName} where email = ${AUTHOR.email}`);

  it('answers a signed-in request from its copy: a change no one announced shows only after the copy ages', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    await rename('Ada');
    expect(await firstNameOf(c)).toBe('Ada');
    // The same change with the triggers off (no notification): the copy still answers.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set first_name = 'Unannounced' where email = ${AUTHOR.email}`);
    });
    expect(await firstNameOf(c)).toBe('Ada');
    t.clock.advance(SESSION_CACHE_MAX_AGE_MS + 1000);
    expect(await firstNameOf(c)).toBe('Unannounced');
  });

  it('hears of a change made behind the app (the database notifies it)', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    await rename('Before');
    expect(await firstNameOf(c)).toBe('Before');
    await rename('After');
    expect(await firstNameOf(c)).toBe('After');
  });

  it('a session one process ends is refused by another at once', async () => {
    // A second API process on the same database (a second app, listening on its own).
    const other: App = await buildApp(t.config, { database: t.database });
    try {
      const here = t.client();
      await here.signIn(AUTHOR);
      const there = new TestClient(other);
      there.cookies.set('quire_sid', here.cookies.get('quire_sid')!);
      await rename('Shared');
      expect(await firstNameOf(there)).toBe('Shared');
      expect(await firstNameOf(here)).toBe('Shared');

      // Signed out through this process: the other refuses the cookie at once.
      expect((await here.get('/api/authentication/logout')).statusCode).toBe(200);
      await t.database.settleNotifications();
      const res = await there.get('/api/authentication/session');
      expect(res.json().payload?.user ?? null).toBeNull();
    } finally {
      await other.close();
    }
  });
});
