import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

/** The share key of the latest invitation e-mailed to `email` (read from the outbox). */
export async function shareKeyFor(database: Database, email: string): Promise<string> {
  const rows = await outboxFor(database, email);
  const text = rows.at(-1)?.text_body ?? '';
  const match = /\/contributor\/\?authorShareKey=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link for ${email}: ${text}`);
  return match[1];
}

export async function invite(
  author: TestClient,
  body: { email: string; permissions: string[]; firstName?: string; lastName?: string },
) {
  return author.post('/api/account/contributors', { firstName: 'Ada', lastName: 'Byron', ...body });
}

let n = 0;
/** A fresh account (signed out afterwards) and its credentials. */
export async function freshAccount(t: TestApp): Promise<{ email: string; password: string }> {
  n += 1;
  const body = newAccount({ email: `contrib${Date.now()}${n}@example.com` });
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', body);
  if (res.statusCode !== 200) throw new Error(`create-account answered ${res.statusCode}: ${res.body}`);
  return { email: body.email, password: body.password };
}

/** Signs in with a share key; answers the raw response (the client keeps the cookie on success). */
export async function signInWithKey(
  c: TestClient,
  credentials: { email: string; password: string },
  authorShareKey: string,
) {
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/signin', { ...credentials, authorShareKey });
  if (res.statusCode === 200) await c.fetchCsrf();
  return res;
}

/**
 * An account invited by `author` with `permissions`, signed in with the key: a client acting for
 * the author. Answers the client, the grant id and the key.
 */
export async function actingContributor(t: TestApp, author: TestClient, permissions: string[]) {
  const account = await freshAccount(t);
  const invited = await invite(author, { email: account.email, permissions });
  if (invited.statusCode !== 200) throw new Error(`invite answered ${invited.statusCode}: ${invited.body}`);
  const key = await shareKeyFor(t.database, account.email);
  const c = t.client();
  const res = await signInWithKey(c, account, key);
  if (res.statusCode !== 200) throw new Error(`sign-in with key answered ${res.statusCode}: ${res.body}`);
  return { client: c, id: invited.json().payload.contributor.id as string, key, account };
}

/** Every row of every table but the outbox, as text (to look for a secret in clear). */
export async function everyRowAsText(database: Database): Promise<string> {
  const rowsOf = (r: unknown) =>
    (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, string>[];
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => r.table_name as string);
  const parts: string[] = [];
  for (const table of tables) {
    if (table === 'mail_outbox') continue; // the e-mail itself: the one place the link is meant to be
    const rows = rowsOf(await database.db.execute(sql.raw(`select t::text as row from "${table}" t`)));
    parts.push(...rows.map((r) => r.row as string));
  }
  return parts.join('\n');
}

/** Grants or withdraws "Author Shared Access" (SHARED_ACCESS) on an account, as an administrator's approval would. */
export async function setSharing(database: Database, email: string, on: boolean): Promise<void> {
  await database.db.execute(
    on
      ? sql`update users set permissions = array_append(array_remove(permissions, 'SHARED_ACCESS'), 'SHARED_ACCESS') where email = ${email}`
      : sql`update users set permissions = array_remove(permissions, 'SHARED_ACCESS') where email = ${email}`,
  );
}
