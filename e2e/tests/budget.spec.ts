import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_AUTHOR } from '../support/fixtures';

/**
 * The JavaScript a first page loads stays within its gzip budget (docs/performance.md): 150 KB for
 * each signed-out entry page. Every script the page loads until it settles counts, lazy chunks
 * included. Each test has a browser context of its own, so no cache hides a script. Sizes are
 * deterministic, unlike timings, so this guard runs with the tests; `npm run bench` reports the
 * figures in detail.
 *
 * The signed-in entry pages (the dashboard, a book's wizard page, checkout) are held to the same
 * 150 KB (decision 056: React DOM alone is 63 KB of the 111 KB entry; their screens are plain
 * elements, without Mantine's components).
 */
const BUDGET_KB = 150;

/** Opens `path` and answers the gzipped kilobytes of every script it loaded, once `ready` shows. */
async function scriptKilobytes(page: Page, path: string, ready?: (page: Page) => Locator): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // A signed-in page loads parts of itself after its data: measure once the last of them shows.
  if (ready) await expect(ready(page)).toBeVisible();
  const sizes = await Promise.all(bodies.map(async (b) => gzipSync(await b, { level: 9 }).length));
  expect(sizes.length).toBeGreaterThan(0);
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

function expectWithinBudget(path: string, kb: number, limit = BUDGET_KB) {
  // The figure in the log of every run, not only of a failing one (docs/performance.md quotes it).
  console.log(`${path}: ${kb.toFixed(1)} KB gzipped (limit ${limit})`);
  expect(kb, `${path}: ${kb.toFixed(1)} KB gzipped`).toBeLessThanOrEqual(limit);
}

// What each signed-out page shows once its route's chunk has run: on a busy machine the network can
// be idle for half a second while the entry still runs, before the page's own chunk is asked for.
const SIGNED_OUT: [string, (page: Page) => Locator][] = [
  ['/', (p) => p.getByRole('heading', { level: 2, name: 'Publish with Quire' })],
  ['/sign-in', (p) => p.getByLabel(/^e-?mail/i)],
  ['/create-account', (p) => p.getByRole('heading', { level: 1, name: 'Create Your Account' })],
];
for (const [path, ready] of SIGNED_OUT) {
  test(`first page ${path} loads at most ${BUDGET_KB} KB of gzipped JavaScript`, async ({ page }) => {
    expectWithinBudget(path, await scriptKilobytes(page, path, ready));
  });
}

/** Signs the demo author in through the API, in the page's own context (its cookies). */
async function signInAuthor(request: APIRequestContext): Promise<() => Promise<string>> {
  const token = async () =>
    ((await (await request.get('/api/authentication/csrf-token')).json()) as { payload: { token: string } })
      .payload.token;
  const res = await request.post('/api/authentication/signin', {
    data: DEMO_AUTHOR,
    headers: { 'x-csrf-token': await token() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return token;
}

/** The id of one of the demo author's books, by its title. */
async function bookId(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.get('/api/projects');
  const { projects } = ((await res.json()) as { payload: { projects: { id: string; title: string }[] } })
    .payload;
  const book = projects.find((p) => p.title === title);
  expect(book, `the demo author's ${title}`).toBeDefined();
  return book?.id as string;
}

test.describe('signed in as the demo author', () => {
  // The dashboard shows its books' PDF covers as server-made images (decision 055): no PDF renderer.
  test(`the dashboard / loads at most ${BUDGET_KB} KB of gzipped JavaScript`, async ({ page }) => {
    await signInAuthor(page.request);
    const kb = await scriptKilobytes(page, '/', (p) => p.getByRole('list', { name: 'Your books' }));
    expectWithinBudget('/', kb);
  });

  // A book opens on its summary (features/projects/lib/links.ts), the wizard page that loads the most
  // of the shell; each step's code loads with its step. The shell and the summary render no Mantine
  // component and read only their own strings (components/plain.css, messages/shell.ts).
  test(`a book's wizard page loads at most ${BUDGET_KB} KB of gzipped JavaScript`, async ({ page }) => {
    await signInAuthor(page.request);
    const path = `/${await bookId(page.request, 'The Glass Foundry')}/summary`;
    const kb = await scriptKilobytes(page, path, (p) =>
      p.getByRole('heading', { level: 2, name: 'Your files' }),
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expectWithinBudget(path, kb);
  });

  // The checkout's forms are plain elements (components/form): none of Mantine's inputs load with it.
  test(`the checkout /checkout loads at most ${BUDGET_KB} KB of gzipped JavaScript`, async ({ page }) => {
    const token = await signInAuthor(page.request);
    const projectId = await bookId(page.request, 'Field Notes from the Allotment');
    // A proof in the cart, shipped to the seeded 'Home' address by Standard: the checkout shows.
    const put = async (method: 'post' | 'put', url: string, data: object) => {
      const res = await page.request[method](url, { data, headers: { 'x-csrf-token': await token() } });
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    };
    await put('post', '/api/cart/add', { projectId, quantity: 1, itemType: 'PROOF' });
    try {
      await put('post', '/api/cart/shipping-address-nickname', { nickname: 'Home' });
      await put('post', '/api/cart/shipping-method', { shippingMethod: 'STANDARD' });
      // The card form shows once the payment page's id arrives from the gateway's settings.
      const kb = await scriptKilobytes(page, '/checkout', (p) =>
        p.getByRole('button', { name: 'Use This Card' }),
      );
      await expect(page).toHaveURL(/\/checkout$/);
      expectWithinBudget('/checkout', kb);
    } finally {
      // The other walks on this server find the author's cart as the demo data left it.
      await put('put', '/api/cart/update', { projectId, quantity: 0, itemType: 'PROOF' });
    }
  });
});
