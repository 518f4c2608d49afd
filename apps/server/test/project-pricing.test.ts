import { compareMoney, toCents } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

const SPEC = {
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  pageCount: 200,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};

/** Exact cents for the checks ("12.34" → 1234), read in decimal: no binary floating point on money. */
const cents = (s: string) => toCents(s) as number;
/** 1233 → "12.33". */
const amount = (c: number) => `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;

describe('pricing calls: eBook bands, print and personal quotes, price reset on a new size', () => {
  let t: TestApp;
  let author: TestClient;
  let printId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    printId = (await author.post('/api/project', { type: 'PRINT', title: 'Quote Book', ...SPEC })).json()
      .payload.id;
  });
  afterAll(() => t.close());

  it.each([
    ['0', '0.00', '1.00', '0.00'],
    ['0.99', '0.99', '0.40', '0.40'],
    ['2.98', '2.98', '0.40', '1.19'],
    ['2.99', '2.99', '0.65', '1.94'],
    ['9.99', '9.99', '0.65', '6.49'],
    ['10', '10.00', '0.40', '4.00'],
    ['199.99', '199.99', '0.40', '80.00'],
  ])('ebook/cost?price=%s → exact band result', async (price, p, rate, net) => {
    const res = await author.get(`/api/project/ebook/cost?price=${price}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ price: p, royalty_rate: rate, net_royalty: net });
  });

  it.each(['0.5', '200', '1.999', 'abc', '-1'])(
    'ebook/cost?price=%s is a field error on price',
    async (price) => {
      const res = await author.get(`/api/project/ebook/cost?price=${price}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'price' });
    },
  );

  it('ebook/cost without a price → 400', async () => {
    expect((await author.get('/api/project/ebook/cost')).statusCode).toBe(400);
  });

  it("print/quote from the project's spec: net_royalty = price × 0.55 − printing_cost", async () => {
    const res = await author.get(`/api/project/print/quote?projectId=${printId}&price=14.99`);
    expect(res.statusCode).toBe(200);
    const q = res.json().payload;
    expect(q.retail_margin).toBe('0.45');
    expect(q.cost_per_page).toMatch(/^\d+\.\d{4}$/);
    // 14.99 × 0.55 = 8.2445 → 8.24 (half up, in whole cents: (1499 × 55 + 50) div 100)
    expect(cents(q.net_royalty)).toBe(Math.floor((1499 * 55 + 50) / 100) - cents(q.printing_cost));
    expect(q.pricing_description).toContain('$14.99');
    const cost = await author.get(`/api/project/print/cost?projectId=${printId}&price=14.99`);
    expect(cost.json().payload).toEqual(q);
  });

  it('floor_price is the lowest price with a non-negative royalty', async () => {
    const q = (await author.get(`/api/project/print/quote?projectId=${printId}`)).json().payload;
    const floor = q.floor_price as string;
    const at = (await author.get(`/api/project/print/quote?projectId=${printId}&price=${floor}`)).json()
      .payload;
    expect(compareMoney(at.net_royalty, '0')).not.toBe(-1);
    const below = amount(cents(floor) - 1);
    const under = (await author.get(`/api/project/print/quote?projectId=${printId}&price=${below}`)).json()
      .payload;
    expect(compareMoney(under.net_royalty, '0')).toBe(-1);
  });

  it('the quote changes with page count, colour, paper, trim and cover format', async () => {
    const base = `/api/project/print/quote?price=20&pageSize=6x9&pageCount=200&printColor=BLACK_WHITE&paperColor=WHITE&coverFormat=SOFTCOVER`;
    const cost = async (url: string) => (await author.get(url)).json().payload.printing_cost as string;
    const baseCost = await cost(base);
    const variants = [
      base.replace('pageCount=200', 'pageCount=300'),
      base.replace('BLACK_WHITE', 'FULL_COLOR'),
      base.replace('paperColor=WHITE', 'paperColor=CREAM'),
      base.replace('coverFormat=SOFTCOVER', 'coverFormat=HARDCOVER'),
      base.replace('pageSize=6x9', 'pageSize=8.5x11'),
    ];
    for (const url of variants) expect(await cost(url), url).not.toBe(baseCost);
    expect(compareMoney(await cost(base.replace('pageCount=200', 'pageCount=300')), baseCost)).toBe(1);
  });

  it('print quote: an odd page count or a missing spec is a field error', async () => {
    const odd = await author.get(
      '/api/project/print/quote?pageSize=6x9&pageCount=201&printColor=BLACK_WHITE&paperColor=WHITE&coverFormat=SOFTCOVER',
    );
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors.map((e: { field: string }) => e.field)).toEqual(['pageCount']);
    const none = await author.get('/api/project/print/quote');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['pageSize', 'pageCount', 'printColor', 'paperColor', 'coverFormat']),
    );
  });

  it('personal/quote: cost × quantity; a bad quantity is refused', async () => {
    const one = (await author.get(`/api/project/personal/quote?projectId=${printId}&quantity=1`)).json()
      .payload;
    const ten = (await author.get(`/api/project/personal/quote?projectId=${printId}&quantity=10`)).json()
      .payload;
    expect(ten.quantity).toBe(10);
    expect(cents(ten.total)).toBe(cents(one.printing_cost) * 10);
    const bad = await author.get(`/api/project/personal/quote?projectId=${printId}&quantity=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('quantity');
  });

  it('royalty-prices, priceUpdateWindow, eBookSize and printBookSize', async () => {
    const bands = (await author.get('/api/project/royalty-prices')).json().payload;
    expect(bands.printRetailShare).toBe('0.45');
    expect(bands.ebook).toHaveLength(4);
    expect(bands.ebook[2]).toEqual({ min: '2.99', max: '9.99', share: '0.35', royaltyRate: '0.65' });
    const window = (await author.get('/api/project/priceUpdateWindow')).json().payload;
    expect(window.timeZone).toBe('America/New_York');
    expect((await author.get('/api/project/eBookSize')).statusCode).toBe(200);
    const sizes = (await author.get('/api/project/printBookSize')).json().payload;
    const sixByNine = sizes.sizes.find((s: { pageSize: string }) => s.pageSize === '6x9');
    expect(sixByNine).toMatchObject({ widthPt: 432, heightPt: 648 });
    expect(sizes.pageCountMin).toBe(18);
    expect(sizes.pageCountMax).toBe(800);
    const jacket = (await author.get('/api/project/printBookSize?coverFormat=HARDCOVER_DUST_JACKET')).json()
      .payload;
    expect(
      jacket.sizes.every((s: { coverFormats: string[] }) => s.coverFormats.includes('HARDCOVER_DUST_JACKET')),
    ).toBe(true);
  });

  it('a new size type resets list price and quote with a warning', async () => {
    const priced = await author.post('/api/project', { id: printId, listPrice: '19.99' });
    expect(priced.json().payload.listPrice).toBe('19.99');
    const res = await author.post('/api/project', {
      id: printId,
      bookSizeType: '8.5x11-SOFTCOVER-FULL_COLOR',
    });
    const p = res.json().payload;
    expect(p).toMatchObject({ listPrice: null, price: null, quotedPrice: null });
    expect(p.warningMessage).toContain('reset');
  });

  it('a spec change that pushes the floor above the list price resets it; otherwise the price stays', async () => {
    await author.post('/api/project', { id: printId, listPrice: '30.00' });
    const kept = (await author.post('/api/project', { id: printId, pageCount: 220 })).json().payload;
    expect(kept.listPrice).toBe('30.00');
    expect(kept.quotedPrice).not.toBeNull();
    const dear = (
      await author.post('/api/project', {
        id: printId,
        pageSize: '8.5x11',
        printColor: 'FULL_COLOR',
        pageCount: 800,
      })
    ).json().payload;
    expect(dear.listPrice).toBeNull();
    expect(dear.warningMessage).toMatch(/lowest price that earns a royalty/);
  });

  it('setting a new list price clears the price-reset warning; the page-count flag stays', async () => {
    await author.post('/api/project', { id: printId, ...SPEC, listPrice: '19.99' });
    const reset = (
      await author.post('/api/project', { id: printId, bookSizeType: '8.5x11-SOFTCOVER-FULL_COLOR' })
    ).json().payload;
    expect(reset.warningMessage).toContain('reset');
    // A save without a price keeps the warning.
    const titled = (await author.post('/api/project', { id: printId, title: 'Quote Book' })).json().payload;
    expect(titled.warningMessage).toContain('reset');
    const repriced = (await author.post('/api/project', { id: printId, listPrice: '24.99' })).json().payload;
    expect(repriced).toMatchObject({ listPrice: '24.99', warningMessage: null });
    const stored = (await author.get(`/api/project/${printId}`)).json().payload;
    expect(stored.warningMessage).toBeNull();

    // Below the floor after a spec change, then a new price that earns: cleared as well, while the
    // page-count flag waits for its acknowledgement.
    await author.post('/api/project', { id: printId, ...SPEC });
    await author.post('/api/project', { id: printId, listPrice: '30.00' });
    const dear = (
      await author.post('/api/project', {
        id: printId,
        pageSize: '8.5x11',
        printColor: 'FULL_COLOR',
        pageCount: 800,
      })
    ).json().payload;
    expect(dear.warningMessage).toMatch(/lowest price that earns a royalty/);
    expect(dear.pageCountChanged).toBe(true);
    const again = (await author.post('/api/project', { id: printId, listPrice: '99.00' })).json().payload;
    expect(again).toMatchObject({ listPrice: '99.00', warningMessage: null, pageCountChanged: true });
  });

  it('a save that sets a price and changes the size type in one go keeps the new reset warning', async () => {
    await author.post('/api/project', { id: printId, ...SPEC, listPrice: '19.99' });
    const p = (
      await author.post('/api/project', {
        id: printId,
        bookSizeType: '8.5x11-SOFTCOVER-FULL_COLOR',
        listPrice: '21.99',
      })
    ).json().payload;
    expect(p).toMatchObject({ listPrice: null });
    expect(p.warningMessage).toContain('reset');
  });
});
