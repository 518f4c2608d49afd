import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { targetAccount } from './admin-helpers';
import type { TestApp, TestClient } from './helpers';
import { createBook } from './onix-helpers';

/** What the author pages' tests share: the list call, an author with the feature, stored photos. */

export const PAGES = '/api/account/author-pages';
/** An id no page has: 404 past access. */
export const NO_PAGE = '00000000-0000-4000-8000-000000000000';

export interface AuthorPageAnswer {
  id: string;
  name: string;
  slug: string;
  biography: string | null;
  links: { label: string; url: string }[];
  photo: { url: string; width: number; height: number } | null;
  projectIds: string[];
  books: { id: string; title: string; onSale: boolean; productPagePath: string | null }[];
  publicPath: string;
  publicUrl: string;
  createdAt: string;
  updatedAt: string;
}

export interface AuthorPagesList {
  pages: AuthorPageAnswer[];
  limit: number;
  used: number;
  books: { id: string; title: string; onSale: boolean; productPagePath: string | null }[];
}

export async function listOf(c: TestClient): Promise<AuthorPagesList> {
  const res = await c.get(PAGES);
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
  return res.json().payload as AuthorPagesList;
}

/** Creates a page; fails the test on anything but 200. */
export async function createPage(c: TestClient, body: Record<string, unknown>): Promise<AuthorPageAnswer> {
  const res = await c.post(PAGES, body);
  if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.page as AuthorPageAnswer;
}

/** Grants or withdraws the feature with this many pages, as an administrator's approval would. */
export async function setAuthorPages(t: TestApp, customerId: string, pages: number): Promise<void> {
  await t.database.db.execute(
    pages > 0
      ? sql`update users set permissions = array_append(array_remove(permissions, 'AUTHOR_PAGES'), 'AUTHOR_PAGES'), author_access = ${pages} where customer_id = ${customerId}`
      : sql`update users set permissions = array_remove(permissions, 'AUTHOR_PAGES'), author_access = 0 where customer_id = ${customerId}`,
  );
}

/** A new author whose account holds author pages, with one book of their own. */
export async function authorWithPages(t: TestApp) {
  const account = await targetAccount(t);
  await setAuthorPages(t, account.customerId, 3);
  const bookId = await createBook(account.client, { type: 'EBOOK', title: 'Someone Else’s Book' });
  return { ...account, bookId };
}

/** The stored photos (keys under author-photos/) in the test's own file store. */
export function storedPhotos(t: TestApp): string[] {
  const storage = t.config.files.storage;
  if (storage.kind !== 'local') throw new Error('the tests store files locally');
  const root = join(storage.dir, 'author-photos');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(storage.dir.length + 1));
}

/** A page's row as stored. */
export async function pageRow(t: TestApp, id: string) {
  return rowsOf<{ owner_customer_id: string; photo_key: string | null; updated_by: string }>(
    await t.database.db.execute(
      sql`select owner_customer_id, photo_key, updated_by from author_pages where id = ${id}`,
    ),
  )[0];
}

/** Each field's message of a refusal, by field. */
export const fieldMessages = (res: { json(): { errors: { field?: string; description: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field ?? '', e.description]));
