import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR, buildTestApp, newAccount, type TestApp, type TestClient } from './helpers';

const home = {
  nickname: 'Home',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Main St',
  city: 'Springfield',
  state: 'il',
  postalCode: '62704',
  country: 'US',
  phoneNumber: '2175550143',
};

async function freshClient(t: TestApp) {
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', newAccount());
  expect(res.statusCode).toBe(200);
  await c.fetchCsrf();
  return { c, customerId: res.json().payload.user.customerId as string };
}

describe('address book', () => {
  let t: TestApp;
  let author: TestClient;
  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
  });
  afterAll(() => t.close());

  it('adds (PUT), lists (filter=Mailing) and updates (POST) an address', async () => {
    const { c } = await freshClient(t);
    const empty = await c.get('/api/account/addressbook?filter=Mailing');
    expect(empty.json().payload.addresses).toEqual([]);
    expect(empty.json().payload.countries[0]).toEqual({ code: 'US', name: 'United States' });

    const added = await c.put('/api/account/addressbook', home);
    expect(added.statusCode).toBe(200);
    const address = added.json().payload;
    expect(address).toMatchObject({
      nickname: 'Home',
      state: 'IL',
      phoneNumber: '217-555-0143',
      addressType: 'Mailing',
      address2: '',
      company: '',
    });
    expect(address.addressId).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await c.post('/api/account/addressbook', {
      ...home,
      addressId: address.addressId,
      nickname: 'Office',
      country: 'GB',
      state: '',
      postalCode: 'sw1a 1aa',
      phoneNumber: '+44 20 7946 0958',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().payload).toMatchObject({
      nickname: 'Office',
      postalCode: 'SW1A 1AA',
      country: 'GB',
    });

    const list = (await c.get('/api/account/addressbook')).json().payload.addresses;
    expect(list).toHaveLength(1);
    expect(list[0].nickname).toBe('Office');
  });

  it('reports every field error on its key', async () => {
    const res = await author.put('/api/account/addressbook', {
      ...home,
      firstName: '',
      city: '',
      postalCode: '1',
      country: 'US',
    });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; description: string }) => [e.field, e.description]),
    );
    expect(byField).toEqual({
      firstName: 'Please enter the first name.',
      city: 'Please enter the city.',
      postalCode: 'Please enter a valid ZIP code.',
    });
    expect((await author.get('/api/account/addressbook?filter=Billing')).statusCode).toBe(400);
  });

  it("someone else's address and an unknown one answer 404 and change nothing", async () => {
    const { c } = await freshClient(t);
    const mine = (await c.put('/api/account/addressbook', home)).json().payload;
    const foreign = await author.post('/api/account/addressbook', {
      ...home,
      addressId: mine.addressId,
      city: 'Elsewhere',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await c.get('/api/account/addressbook')).json().payload.addresses[0].city).toBe('Springfield');
    expect((await author.get('/api/account/addressbook')).json().payload.addresses).not.toContainEqual(
      expect.objectContaining({ addressId: mine.addressId }),
    );
    const unknown = await c.post('/api/account/addressbook', { ...home, addressId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect((await c.post('/api/account/addressbook', { ...home, addressId: 'nope' })).statusCode).toBe(404);
  });

  it('signed out: 401', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.get('/api/account/addressbook?filter=Mailing')).statusCode).toBe(401);
    expect((await anon.put('/api/account/addressbook', home)).statusCode).toBe(401);
    expect(
      (await anon.post('/api/account/addressbook', { ...home, addressId: crypto.randomUUID() })).statusCode,
    ).toBe(401);
    expect((await anon.get('/api/account/payment-methods')).statusCode).toBe(401);
  });
});

describe('payment methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('empty until checkout stores one; then brand, last four, padded month, billing address, never a number', async () => {
    const { c } = await freshClient(t);
    const other = await freshClient(t);
    expect((await c.get('/api/account/payment-methods')).json().payload).toEqual({ paymentMethods: [] });

    // What checkout (not built yet) will write: the provider keeps the card, Quire a token.
    const profile = (await c.get('/api/account/profile')).json().payload;
    const billing = JSON.stringify({
      ...home,
      state: 'IL',
      phoneNumber: '217-555-0143',
      address2: '',
      company: '',
    });
    await t.database.db.execute(sql`
      insert into payment_methods (user_id, provider_token, card_type, last_four_digits, expiration_month, expiration_year, billing_address, created_at)
      select id, 'tok_secret_4111', 'VISA', '1111', 3, 2029, ${billing}::jsonb, now() from users where customer_id = ${profile.customerId}`);

    const res = await c.get('/api/account/payment-methods');
    expect(res.statusCode).toBe(200);
    const [card] = res.json().payload.paymentMethods;
    expect(card).toMatchObject({
      cardType: 'VISA',
      lastFourDigits: '1111',
      expirationMonth: '03',
      expirationYear: '2029',
      billingAddress: { firstName: 'Ada', city: 'Springfield', state: 'IL', country: 'US' },
    });
    expect(card.billingAddress).not.toHaveProperty('nickname');
    expect(res.body).not.toContain('tok_secret');
    // Another user sees none of it.
    expect((await other.c.get('/api/account/payment-methods')).json().payload.paymentMethods).toEqual([]);
  });
});
