import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

async function signIn(page: import('@playwright/test').Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

test('the demo author opens an on-sale book’s public product page from the dashboard and the summary', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/projects?status=ONSALE');
  const book = page.getByRole('list', { name: 'Your books' }).getByRole('article').first();
  const title = (await book.getByRole('heading').textContent()) as string;
  const link = book.getByRole('link', { name: `View product page of ${title}` });
  await expect(link).toHaveText('View product page');
  const wizardHref = (await book
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href')) as string;

  // Any violation of the page's own CSP (its inline style is allowed by hash) shows in the console.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') refused.push(m.text());
  });
  await link.click();
  await expect(page).toHaveURL(/\/books\/[0-9a-f-]{36}\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contributors' })).toContainText('(Author)');
  // The style sheet applied: the title has no top margin (a browser's default h1 has one).
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('margin-top', '0px');
  expect(refused).toEqual([]);
  await checkA11y(page, 'product page');
  const productUrl = page.url();

  // The wizard's summary shows the same address as a link.
  await page.goto(wizardHref);
  const summaryLink = page.getByRole('link', { name: productUrl });
  await expect(summaryLink).toBeVisible();
  await expect(summaryLink).toHaveAttribute('href', productUrl);
});

test('a shared link shows the book without JavaScript, and an unknown book says it is not available', async ({
  browser,
  page,
}) => {
  // A reader whose browser runs no script (axe needs scripts, so it checks these pages below).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  const author = await browser.newContext();
  const api = author.request;
  const token = (await (await api.get('/api/authentication/csrf-token')).json()).payload.token as string;
  const signIn = await api.post('/api/authentication/signin', {
    data: { email: DEMO_AUTHOR.email, password: DEMO_AUTHOR.password },
    headers: { 'x-csrf-token': token },
  });
  expect(signIn.ok()).toBe(true);
  const list = (await (await api.get('/api/projects?status=ONSALE')).json()).payload.projects as {
    id: string;
  }[];
  const project = (await (await api.get(`/api/project/${list[0]?.id}`)).json()).payload as {
    title: string;
    productPageUrl: string;
  };

  // The address without its slug moves to the canonical one.
  const short = new URL(project.productPageUrl).pathname.replace(/\/[^/]+$/, '');
  await noScript.goto(short);
  await expect(noScript).toHaveURL(project.productPageUrl);
  await expect(noScript.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(noScript.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    project.productPageUrl,
  );
  await expect(noScript.locator('script[type="application/ld+json"]')).toHaveCount(1);

  const unknown = '/books/00000000-0000-4000-8000-000000000000/nothing';
  expect((await noScript.goto(unknown))?.status()).toBe(404);
  await expect(noScript.getByRole('heading', { level: 1, name: 'This book is not available' })).toBeVisible();
  await context.close();
  await page.goto(unknown);
  await expect(page.getByRole('heading', { level: 1, name: 'This book is not available' })).toBeVisible();
  await checkA11y(page, 'not available page');
  await author.close();
});

test('a visitor reads the free sample of an on-sale eBook from its product page, and finds "Buy"', async ({
  browser,
  page,
}) => {
  // The demo author's on-sale eBooks, found through the API; the visitor is signed out.
  const author = await browser.newContext();
  const api = author.request;
  const token = (await (await api.get('/api/authentication/csrf-token')).json()).payload.token as string;
  await api.post('/api/authentication/signin', {
    data: { email: DEMO_AUTHOR.email, password: DEMO_AUTHOR.password },
    headers: { 'x-csrf-token': token },
  });
  const list = (await (await api.get('/api/projects?status=ONSALE')).json()).payload.projects as {
    id: string;
    type: string;
  }[];
  let withSample: { id: string; productPageUrl: string; title: string } | null = null;
  for (const p of list.filter((b) => b.type === 'EBOOK')) {
    if ((await page.request.get(`/api/books/${p.id}/sample`)).ok()) {
      withSample = (await (await api.get(`/api/project/${p.id}`)).json()).payload;
      break;
    }
  }
  await author.close();
  expect(withSample, 'a demo eBook on sale has a sample').not.toBeNull();
  const book = withSample as { id: string; productPageUrl: string; title: string };

  await page.goto(book.productPageUrl);
  await expect(page.getByRole('link', { name: 'Buy', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\/store\.example\.com\/ean\/\d{13}$/,
  );
  await page.getByRole('link', { name: 'Read a sample' }).click();
  await expect(page).toHaveURL(`${new URL(book.productPageUrl).pathname}/sample`);
  await expect(page.getByRole('heading', { level: 1, name: `Free sample of ${book.title}` })).toBeVisible();
  const reader = page.getByRole('region', { name: `Sample of ${book.title}` });
  const frame = reader.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^/api/books/${book.id}/sample/files/`));
  await expect(frame.contentFrame().locator('body')).not.toBeEmpty();
  await checkA11y(page, 'sample reader');
  await page.getByRole('link', { name: 'Back to the book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
});
