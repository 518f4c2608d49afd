import { newAccount, type TestApp, type TestClient } from './helpers';

/** A signed-in client of a brand-new author account (no projects). */
export async function otherAuthor(t: TestApp): Promise<TestClient> {
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', newAccount());
  if (res.statusCode !== 200) throw new Error(`create-account answered ${res.statusCode}: ${res.body}`);
  await c.fetchCsrf();
  return c;
}

/** A complete size and type for a 6x9 black-and-white paperback. */
export const PRINT_SPEC = {
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  pageCount: 120,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};
