import { expect, test } from '@playwright/test';

/** Every /api failure answers the envelope, never a stack trace (decision 004). */
function expectEnvelopeFailure(body: unknown, code: string) {
  const b = body as { code: string; payload: unknown; errors: { code: string; description: string }[] };
  expect(b.code).toBe(code);
  expect(b.payload).toBeNull();
  expect(b.errors.length).toBeGreaterThan(0);
  expect(b.errors[0]!.code).toBe(code);
  expect(JSON.stringify(b)).not.toMatch(/\bat .+\.(js|ts):\d+|node_modules|Error:/);
}

test('health answers the envelope with the embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.code).toBe('SUCCESS');
  expect(body.errors).toEqual([]);
  expect(body.payload).toMatchObject({ status: 'ok', database: 'embedded' });
  expect(typeof body.payload.version).toBe('string');
  expect(Number(res.headers()['x-server-time'])).toBeGreaterThan(0);
  expect(res.headers()['x-request-id']).toBeTruthy();
});

test('an unknown API route answers 404 in the envelope', async ({ request }) => {
  const res = await request.get('/api/no/such/route');
  expect(res.status()).toBe(404);
  expectEnvelopeFailure(await res.json(), 'ROUTE_NOT_FOUND');
});

test('a state-changing call without a CSRF token answers 403 and creates nothing', async ({ request }) => {
  const email = `nocsrf.${Date.now()}@example.com`;
  const res = await request.post('/api/authentication/create-account', {
    data: {
      email,
      password: 'Gardens2026',
      firstName: 'No',
      lastName: 'Token',
      secretQuestion: 'What city were you born in?',
      secretAnswer: 'Lisbon',
      accountType: 'PUBLISHER',
      emailOptedIn: false,
    },
  });
  expect(res.status()).toBe(403);
  expectEnvelopeFailure(await res.json(), 'CSRF_INVALID');

  const token = (await (await request.get('/api/authentication/csrf-token')).json()).payload.token as string;
  const signIn = await request.post('/api/authentication/signin', {
    data: { email, password: 'Gardens2026' },
    headers: { 'x-csrf-token': token },
  });
  expect(signIn.status()).toBe(401);
  expectEnvelopeFailure(await signIn.json(), '30004');
});

test('malformed JSON answers 400 in the envelope', async ({ request }) => {
  const token = (await (await request.get('/api/authentication/csrf-token')).json()).payload.token as string;
  const res = await request.post('/api/authentication/signin', {
    data: Buffer.from('{"email": "author@example.com", "password": '),
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
  });
  expect(res.status()).toBe(400);
  expectEnvelopeFailure(await res.json(), 'MALFORMED_REQUEST');
});

test('the OpenAPI reference page and document are served', async ({ page, request }) => {
  const doc = await request.get('/api/docs/json');
  expect(doc.status()).toBe(200);
  const json = await doc.json();
  expect(json.openapi).toMatch(/^3\./);
  expect(Object.keys(json.paths)).toEqual(
    expect.arrayContaining([
      '/api/health',
      '/api/authentication/signin',
      '/api/authentication/create-account',
    ]),
  );
  await page.goto('/api/docs');
  await expect(page.getByText('/api/authentication/signin').first()).toBeVisible();
});
