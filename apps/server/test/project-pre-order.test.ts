import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * The pre-order on-sale date (spec 1 §2), enforced by the server as by the form: tomorrow in
 * New York or later, whatever the server's or the browser's zone; the day is kept as that New York day.
 */
describe('pre-order on-sale date', () => {
  let t: TestApp;
  let author: TestClient;
  let id: string;

  beforeAll(async () => {
    t = await buildTestApp();
    // 03:30 UTC on 7 March 2026 is still 6 March (22:30) in New York: tomorrow there is 7 March.
    t.clock.set(new Date('2026-03-07T03:30:00Z'));
    const admin = t.client();
    await admin.signIn(ADMIN);
    expect((await admin.put('/api/admin/feature_model/SPB_PREORDER', { enabled: true })).statusCode).toBe(
      200,
    );
    author = t.client();
    await author.signIn(AUTHOR);
    id = (await author.post('/api/project', { type: 'EBOOK', title: 'Coming Soon', preOrder: true })).json()
      .payload.id;
  });
  afterAll(() => t.close());

  it('refuses today in New York on onSaleDate, with the date rule in the spec’s words', async () => {
    const res = await author.post('/api/project', { id, onSaleDate: '2026-03-06' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'onSaleDate', description: 'Please enter 03/07/2026 or later.' }),
    ]);
  });

  it('takes tomorrow in New York (already today in UTC) and answers that same day', async () => {
    const res = await author.post('/api/project', { id, onSaleDate: '2026-03-07' });
    expect(res.statusCode).toBe(200);
    const saved = res.json().payload;
    // Stored as midnight in New York, so the day shown in New York is the day chosen.
    expect(saved.onSaleDate).toBe('2026-03-07T05:00:00.000Z');
  });

  it('making a book with a past date a pre-order is refused too; a book that is not a pre-order is not checked', async () => {
    const plain = (
      await author.post('/api/project', { type: 'EBOOK', title: 'Not Yet', preOrder: false })
    ).json().payload.id;
    expect((await author.post('/api/project', { id: plain, onSaleDate: '2026-01-01' })).statusCode).toBe(200);
    const res = await author.post('/api/project', { id: plain, preOrder: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'onSaleDate' });
  });

  it('an old pre-order does not block a save that leaves its date alone', async () => {
    t.clock.set(new Date('2026-04-01T12:00:00Z'));
    await author.signIn(AUTHOR);
    const res = await author.post('/api/project', { id, title: 'Coming Soon, Revised' });
    expect(res.statusCode).toBe(200);
  });
});
