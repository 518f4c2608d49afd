import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { AUTHOR, buildTestApp, MINUTE, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import {
  appliedHistory,
  DAY,
  drain,
  ebook,
  jobsOf,
  list,
  listPrice,
  nyIn,
  submit,
} from './scheduled-prices-helpers';

/**
 * The scheduler of scheduled prices: the test clock moves past each change's minute and a worker
 * drains the queue, as `npm run worker` would (the restart on a real server is
 * scheduled-prices-restart.test.ts).
 */
const base = loadConfig({});
let t: TestApp;
let author: TestClient;

beforeAll(async () => {
  // JOBS_MODE=off: the test moves the clock and decides when the jobs run (drain).
  t = await buildTestApp({ jobs: { ...base.jobs, mode: 'off' } });
});
afterAll(() => t.close());

/** A fresh session: moving the clock by more than 30 minutes ends the old one (idle timeout). */
async function signInAgain() {
  author = t.client();
  await author.signIn(AUTHOR);
}

describe('the scheduler', () => {
  beforeEach(signInAgain);

  it('applies the start and the end at their minutes, exactly once, with the history', async () => {
    const id = await ebook(author, '9.99');
    const sp = (
      await submit(author, {
        projectId: id,
        price: '2.99',
        startDate: nyIn(t, 10 * MINUTE),
        endDate: nyIn(t, 20 * MINUTE),
      })
    ).json().payload.scheduledPrice;
    await drain(t);
    expect(await listPrice(author, id)).toBe('9.99');

    t.clock.advance(11 * MINUTE);
    await drain(t);
    await drain(t);
    await signInAgain();
    expect(await listPrice(author, id)).toBe('2.99');
    const [started] = (await list(author, id)).json().payload.scheduledPrices;
    expect(started).toMatchObject({ status: 'ACTIVE', previousPrice: '9.99' });
    expect(
      (await author.get(`/api/project/scheduled-prices/upcoming?projectIds=${id}`)).json().payload.changes,
    ).toEqual([{ projectId: id, scheduleId: sp.id, at: sp.endDate, price: '9.99', edge: 'end' }]);

    t.clock.advance(10 * MINUTE);
    await drain(t);
    await drain(t);
    await signInAgain();
    expect(await listPrice(author, id)).toBe('9.99');
    const history = await appliedHistory(t.database, id);
    expect(
      history.map((h) => [h.actor_kind, h.detail.edge, h.detail.priceBefore, h.detail.priceAfter]),
    ).toEqual([
      ['system', 'start', '9.99', '2.99'],
      ['system', 'end', '2.99', '9.99'],
    ]);
    expect(history[0]?.detail).toMatchObject({ scheduleId: sp.id, scheduledFor: sp.startDate });
    expect((await list(author, id)).json().payload.scheduledPrices[0].status).toBe('DONE');
    expect((await jobsOf(t.database, sp.id)).every((j) => j.status === 'done')).toBe(true);
    // A done change cannot be edited.
    const late = await submit(author, { id: sp.id, projectId: id, price: '1.99', startDate: nyIn(t, DAY) });
    expect(late.statusCode).toBe(409);
  });

  it('an edit or a delete cancels the changes not yet made', async () => {
    const id = await ebook(author, '9.99');
    const edited = (
      await submit(author, { projectId: id, price: '2.99', startDate: nyIn(t, 10 * MINUTE) })
    ).json().payload.scheduledPrice;
    await submit(author, { id: edited.id, projectId: id, price: '3.99', startDate: nyIn(t, 30 * MINUTE) });
    const removed = (
      await submit(author, {
        projectId: id,
        price: '0.99',
        startDate: nyIn(t, 5 * MINUTE),
        endDate: nyIn(t, 8 * MINUTE),
      })
    ).json().payload.scheduledPrice;
    await author.request('DELETE', `/api/project/scheduled-price-delete?id=${removed.id}&projectId=${id}`);

    t.clock.advance(11 * MINUTE);
    await drain(t);
    expect(await listPrice(author, id)).toBe('9.99');
    expect(await appliedHistory(t.database, id)).toEqual([]);

    t.clock.advance(20 * MINUTE);
    await drain(t);
    await signInAgain();
    expect(await listPrice(author, id)).toBe('3.99');
    expect((await appliedHistory(t.database, id)).map((h) => h.detail.priceAfter)).toEqual(['3.99']);
  });

  it('back to back: the earlier change ends before the next starts, whatever order the queue takes them in', async () => {
    const id = await ebook(author, '9.99');
    const first = (
      await submit(author, {
        projectId: id,
        price: '1.99',
        startDate: nyIn(t, 5 * MINUTE),
        endDate: nyIn(t, 10 * MINUTE),
        endDatePrice: '4.99',
      })
    ).json().payload.scheduledPrice;
    await submit(author, { projectId: id, price: '0.99', startDate: first.endDate });
    // The server was down for both: every change is due at once.
    t.clock.advance(15 * MINUTE);
    for (let i = 0; i < 6 && (await appliedHistory(t.database, id)).length < 3; i++) {
      await drain(t);
      t.clock.advance(MINUTE);
    }
    expect((await appliedHistory(t.database, id)).map((h) => [h.detail.edge, h.detail.priceAfter])).toEqual([
      ['start', '1.99'],
      ['end', '4.99'],
      ['start', '0.99'],
    ]);
    await signInAgain();
    expect(await listPrice(author, id)).toBe('0.99');
  });

  it('e-mails the owner two days before a change, in plain words with the title, price and New York time', async () => {
    const id = await ebook(author, '9.99', 'The Reminded Book');
    const sp = (await submit(author, { projectId: id, price: '3.49', startDate: nyIn(t, 3 * DAY) })).json()
      .payload.scheduledPrice;
    const before = (await outboxFor(t.database, AUTHOR.email)).length;
    await drain(t);
    expect(await outboxFor(t.database, AUTHOR.email)).toHaveLength(before);

    t.clock.advance(DAY + MINUTE);
    await drain(t);
    const mail = (await outboxFor(t.database, AUTHOR.email)).filter(
      (m) => m.kind === 'price-schedule-reminder',
    );
    const mine = mail.filter((m) => m.text_body.includes('The Reminded Book'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toMatch(/^Price change on .* (EST|EDT): "The Reminded Book" at \$3\.49$/);
    expect(mine[0]?.text_body).toContain('the list price of your eBook "The Reminded Book" changes to $3.49');
    expect(mine[0]?.text_body).toContain('(New York time)');
    expect(mine[0]?.text_body).toContain(`/projects/${id}/scheduled-prices`);
    await signInAgain();
    expect(await listPrice(author, id)).toBe('9.99');
    await drain(t);
    expect(
      (await outboxFor(t.database, AUTHOR.email)).filter((m) => m.text_body.includes('The Reminded Book')),
    ).toHaveLength(1);
    expect((await jobsOf(t.database, sp.id)).find((j) => j.kind === 'price-schedule.remind')?.status).toBe(
      'done',
    );
  });
});
