import { PROMO_MESSAGES as M, PROMO_SHEET_MAX_BYTES, PROMO_SHEET_MAX_ROWS } from '@quire/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { rowsOf } from '../src/db/rows';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';
import {
  definition,
  limitedTime,
  nominate,
  onSaleEbook,
  promoApp,
  requestsOf,
  sentDay,
  setStatus,
} from './promotions-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let standard: string;
let vendorNumber: string;

const NO_DEFINITION = '00000000-0000-4000-8000-000000000000';
const HEADER = ['ean', 'promoPrice', 'startDate', 'endDate', 'flexDate', 'additionalComments'];

beforeAll(async () => {
  ({ t, author, admin } = await promoApp());
  standard = await definition(admin);
  await t.database.db.execute(
    sql`update users set vendor_number = 'V7000123' where email = ${AUTHOR.email} and vendor_number is null`,
  );
  const rows = rowsOf<{ vendor_number: string }>(
    await t.database.db.execute(sql`select vendor_number from users where email = ${AUTHOR.email}`),
  );
  vendorNumber = rows[0]?.vendor_number as string;
});
afterAll(() => t.close());

function upload(c: TestClient, query: string, content: Buffer, filename = 'nominations.xlsx') {
  const boundary = '----quire-promo-sheet-test';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return c.request('POST', `/api/project/uploadPromoSheet?${query}`, {
    raw,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Nominations');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));

/** A row of a limited-time nomination: a week from the day after tomorrow at $1.99. */
const row = (ean: string, extra: Partial<Record<string, string>> = {}) => {
  const r = { ...limitedTime(t, standard, ean), flexDate: 'false', ...extra } as Record<string, unknown>;
  return HEADER.map((h) => String(r[h] ?? ''));
};

type FieldError = { field: string; description: string; code: string };
const errorsOf = (res: { json(): { errors: FieldError[] } }) =>
  res.json().errors.map((e) => [e.field, e.description]);

const utcDay = (sent: string) => {
  const [m, d, y] = sent.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

describe('uploadPromoSheet', () => {
  it('saves every row of an XLSX for the signed-in publisher, headers in any case, dates as cells or text', async () => {
    const books = [await onSaleEbook(t, author), await onSaleEbook(t, author), await onSaleEbook(t, author)];
    const file = await xlsx([
      ['EAN', 'PromoPrice', 'StartDate', 'ENDDATE', 'FlexDate', 'AdditionalComments', 'Notes'],
      [Number(books[0]?.ean), 1.99, utcDay(sentDay(t, 2)), utcDay(sentDay(t, 9)), false, 'From a sheet', 'x'],
      [books[1]?.ean, '2.49', sentDay(t, 3), sentDay(t, 10), 'false', '', ''],
      [],
      [books[2]?.ean, '0.99', sentDay(t, 4), sentDay(t, 14), '', '<p>Book <b>club</b> pick</p>', ''],
    ]);
    const res = await upload(author, `id=${standard}`, file);
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json().payload;
    expect(payload.saved).toBe(3);
    expect(payload.promos.map((p: { ean: string }) => p.ean)).toEqual(books.map((b) => b.ean));
    expect(payload.promos[0]).toMatchObject({
      status: 'PENDING',
      promoPrice: '1.99',
      regularPrice: '9.99',
      startDate: sentDay(t, 2),
      endDate: sentDay(t, 9),
      additionalComments: 'From a sheet',
      vendorNumber,
    });
    expect(payload.promos[1]).toMatchObject({ promoPrice: '2.49', startDate: sentDay(t, 3) });
    for (const b of books) expect(await requestsOf(t, b.id)).toBe(1);
    const history = await author.get(`/api/project/${books[0]?.id}/history`);
    expect(JSON.stringify(history.json())).toContain('promotion.nominated');
  });

  it('reads a UTF-8 CSV with a byte-order mark and quoted cells', async () => {
    const book = await onSaleEbook(t, author);
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        `ean,promoPrice,startDate,endDate,flexDate,additionalComments\r\n${book.ean},1.99,${sentDay(t, 2)},${sentDay(t, 9)},FALSE,"Café, ""quoted"""\r\n`,
      ),
    ]);
    const res = await upload(author, `id=${standard}&vendorNumber=ignored`, file, 'n.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.promos[0]).toMatchObject({
      ean: book.ean,
      additionalComments: 'Café, "quoted"',
    });
  });

  it('refuses the whole sheet when a row fails: one error per problem, by spreadsheet row, nothing saved', async () => {
    const good = await onSaleEbook(t, author);
    const other = await onSaleEbook(t, author);
    const stranger = await onSaleEbook(t, await otherAuthor(t));
    const file = csv([
      HEADER,
      row(good.ean),
      row(other.ean, { promoPrice: '', endDate: '13/45/2030' }),
      row(stranger.ean),
      row('97800ABC'),
      row(
        good.ean.replace(/\d$/, (d) => String((Number(d) + 5) % 10)),
        { flexDate: 'maybe' },
      ),
    ]);
    const res = await upload(author, `id=${standard}`, file, 'n.csv');
    expect(res.statusCode, res.body).toBe(400);
    const errors = errorsOf(res);
    expect(errors).toContainEqual(['rows.3.promoPrice', `Row 3: ${M.promoPriceMissing}`]);
    expect(errors).toContainEqual(['rows.3.endDate', `Row 3: ${M.invalidDate}`]);
    expect(errors).toContainEqual(['rows.4.ean', `Row 4: ${M.eanInvalid}`]);
    expect(errors).toContainEqual(['rows.5.ean', `Row 5: ${M.numbersOnly}`]);
    expect(errors).toContainEqual(['rows.6.flexDate', `Row 6: ${M.sheetFlexDate}`]);
    expect(errors.some(([f]) => f?.startsWith('rows.2.'))).toBe(false);
    expect(await requestsOf(t, good.id)).toBe(0);
    expect(await requestsOf(t, other.id)).toBe(0);
  });

  it('refuses a title named twice on its second row, and one with a pending nomination', async () => {
    const twice = await onSaleEbook(t, author);
    const pending = await onSaleEbook(t, author);
    expect((await nominate(author, limitedTime(t, standard, pending.ean))).statusCode).toBe(200);
    const res = await upload(
      author,
      `id=${standard}`,
      await xlsx([HEADER, row(twice.ean), row(pending.ean), row(twice.ean, { promoPrice: '2.99' })]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(errorsOf(res)).toEqual([
      ['rows.3.ean', `Row 3: ${M.notAllowed}`],
      ['rows.4.ean', `Row 4: ${M.notAllowed}`],
    ]);
    expect(await requestsOf(t, twice.id)).toBe(0);
    expect(await requestsOf(t, pending.id)).toBe(1);
  });

  it('refuses a formula cell without evaluating it', async () => {
    const book = await onSaleEbook(t, author);
    const cells = row(book.ean) as unknown[];
    cells[1] = { formula: '1+0.99', result: 1.99 };
    const res = await upload(author, `id=${standard}`, await xlsx([HEADER, cells]));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorsOf(res)).toEqual([['rows.2.promoPrice', `Row 2: ${M.sheetFormula}`]]);
  });

  it('judges the file by its content: a PNG, random bytes, a zip that is no workbook, binary "text"', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 0xff),
    ]);
    const random = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256));
    const zip = await new Promise<Buffer>((resolve) => {
      const z = new yazl.ZipFile();
      z.addBuffer(Buffer.from('ean\n123'), 'notes.txt');
      z.end();
      const parts: Buffer[] = [];
      z.outputStream.on('data', (c: Buffer) => parts.push(c));
      z.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    });
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0x41)]);
    const nul = Buffer.from('ean,promoPrice\n\u0000\u0001,1\n');
    for (const file of [png, random, zip, broken, nul]) {
      const res = await upload(author, `id=${standard}`, file, 'nominations.xlsx');
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().errors[0]).toMatchObject({ field: 'file', description: M.sheetNotSpreadsheet });
    }
  });

  it('refuses a small zip that inflates past what a sheet of nominations needs, before parsing it', async () => {
    const bomb = await new Promise<Buffer>((resolve) => {
      const z = new yazl.ZipFile();
      z.addBuffer(Buffer.alloc(48 * 1024 * 1024), 'xl/worksheets/sheet1.xml');
      z.end();
      const parts: Buffer[] = [];
      z.outputStream.on('data', (c: Buffer) => parts.push(c));
      z.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    });
    expect(bomb.length).toBeLessThan(PROMO_SHEET_MAX_BYTES);
    const res = await upload(author, `id=${standard}`, bomb);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().errors[0]).toMatchObject({ field: 'file', description: M.sheetTooLarge(2) });
  });

  it('refuses a file past 2 MB, more than 500 rows, no ean column, and no rows', async () => {
    const big = Buffer.alloc(PROMO_SHEET_MAX_BYTES + 1, 0x61);
    const large = await upload(author, `id=${standard}`, big, 'n.csv');
    expect(large.statusCode, large.body).toBe(413);
    expect(large.json().errors[0].description).toBe(M.sheetTooLarge(2));

    const many = csv([HEADER, ...Array.from({ length: PROMO_SHEET_MAX_ROWS + 1 }, () => row('1'))]);
    const rows = await upload(author, `id=${standard}`, many, 'n.csv');
    expect(rows.statusCode, rows.body).toBe(400);
    expect(rows.json().errors[0].description).toBe(M.sheetTooManyRows(PROMO_SHEET_MAX_ROWS));

    const xlsxMany = await xlsx([
      HEADER,
      ...Array.from({ length: PROMO_SHEET_MAX_ROWS + 1 }, () => row('1')),
    ]);
    expect((await upload(author, `id=${standard}`, xlsxMany)).json().errors[0].description).toBe(
      M.sheetTooManyRows(PROMO_SHEET_MAX_ROWS),
    );

    const book = await onSaleEbook(t, author);
    for (const file of [
      csv([
        ['isbn', 'promoPrice'],
        [book.ean, '1.99'],
      ]),
      await xlsx([[], HEADER, row(book.ean)]),
      Buffer.from('just some words\n'),
    ]) {
      const res = await upload(author, `id=${standard}`, file, 'n.csv');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'file', description: M.sheetNoHeader });
    }
    const empty = await upload(author, `id=${standard}`, csv([HEADER, ['', '', ''], []]), 'n.csv');
    expect(empty.json().errors[0].description).toBe(M.sheetEmpty);
    expect(await requestsOf(t, book.id)).toBe(0);

    const none = await author.request('POST', `/api/project/uploadPromoSheet?id=${standard}`, {
      raw: '------b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=----b' },
    });
    expect(none.statusCode).toBe(400);
  });

  it('signed out 401, no merchandising 403, unknown or admin-only definition 404', async () => {
    const book = await onSaleEbook(t, author);
    const file = csv([HEADER, row(book.ean)]);
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await upload(anon, `id=${standard}`, file, 'n.csv')).statusCode).toBe(401);
    const plain = await otherAuthor(t);
    expect((await upload(plain, `id=${standard}`, file, 'n.csv')).statusCode).toBe(403);
    expect((await upload(author, `id=${NO_DEFINITION}`, file, 'n.csv')).statusCode).toBe(404);
    expect((await upload(author, 'id=not-a-uuid', file, 'n.csv')).statusCode).toBe(404);
    const hidden = await definition(admin, { merchPromoName: 'Hidden', adminOnly: true });
    expect((await upload(author, `id=${hidden}`, file, 'n.csv')).statusCode).toBe(404);
    expect((await upload(author, '', file, 'n.csv')).statusCode).toBe(400);
    expect(await requestsOf(t, book.id)).toBe(0);
  });

  it('lets an administrator upload for the publisher vendorNumber names (required; unknown: 404)', async () => {
    const book = await onSaleEbook(t, author);
    const file = csv([HEADER, row(book.ean)]);
    const missing = await upload(admin, `id=${standard}`, file, 'n.csv');
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors[0].field).toBe('vendorNumber');
    expect((await upload(admin, `id=${standard}&vendorNumber=V0000000`, file, 'n.csv')).statusCode).toBe(404);
    const res = await upload(admin, `id=${standard}&vendorNumber=${vendorNumber}`, file, 'n.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.promos[0]).toMatchObject({ ean: book.ean, vendorNumber });
    expect(await requestsOf(t, book.id)).toBe(1);
    // The administrator's upload is audited (the refused ones and the publishers' own uploads are not).
    const entries = (await admin.get(`/api/admin/audit-log?targetId=${standard}`))
      .json()
      .payload.entries.filter((e: { action: string }) => e.action === 'promotion.sheet-upload');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: ADMIN.email,
      targetType: 'promotion',
      after: { vendorNumber, requests: [{ ean: book.ean, status: 'PENDING' }] },
    });
  });
});

describe('export-report-promotion', () => {
  const auditOf = async (targetId: string) =>
    (await admin.get(`/api/admin/audit-log?targetId=${targetId}`)).json().payload.entries as {
      action: string;
      after: Record<string, unknown> | null;
    }[];

  it("answers the definition's requests as CSV: every column, HTML stripped, formulas quoted, audited", async () => {
    const def = await definition(admin, { merchPromoName: 'Spring "Deals"/2027 <b>' });
    const first = await onSaleEbook(t, author, { title: '@Risk of Rain' });
    const second = await onSaleEbook(t, author, { title: 'Plain Sailing' });
    const one = await nominate(
      author,
      limitedTime(t, def, first.ean, { additionalComments: '=HYPERLINK("http://x.test","go")' }),
    );
    expect(one.statusCode, one.body).toBe(200);
    const two = await nominate(
      author,
      limitedTime(t, def, second.ean, {
        additionalComments: '<p>Book <b>club</b> &amp; more</p>',
        startDate: sentDay(t, 5),
        endDate: sentDay(t, 12),
      }),
    );
    expect(two.statusCode, two.body).toBe(200);
    const declined = await setStatus(admin, {
      ids: [two.json().payload.promo.id],
      status: 'DECLINED',
      declineReason: 'OTHER',
      declineNote: '-Not this month',
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const res = await admin.get(`/api/admin/export-report-promotion?promoDefinitionId=${def}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Spring-Deals-2027-b.csv"');
    const records = parse(res.body, { bom: true }) as string[][];
    expect(records[0]).toEqual([
      'ID',
      'Status',
      'Submitted',
      'Author',
      'Vendor Number',
      'EAN',
      'Title',
      'Regular Price',
      'Promo Price',
      'Preferred Start',
      'Preferred End',
      'Flexible',
      'Start',
      'End',
      'Decline Reason',
      'Additional Comments',
    ]);
    expect(records).toHaveLength(3);
    const [, a, b] = records as [string[], string[], string[]];
    expect(a).toEqual([
      one.json().payload.promo.id,
      'Pending',
      one.json().payload.promo.submissionDate,
      one.json().payload.promo.author,
      vendorNumber,
      first.ean,
      "'@Risk of Rain",
      '9.99',
      '1.99',
      sentDay(t, 2),
      sentDay(t, 9),
      'No',
      sentDay(t, 2),
      sentDay(t, 9),
      '',
      '\'=HYPERLINK("http://x.test","go")',
    ]);
    expect(b?.[1]).toBe('Declined');
    expect(b?.[14]).toBe("'-Not this month");
    expect(b?.[15]).toBe('Book club & more');
    for (const cell of records.flat()) expect(cell).not.toMatch(/^[=+\-@]/);

    const entries = await auditOf(def);
    expect(entries.map((e) => e.action)).toContain('promotion.export');
    expect(entries.find((e) => e.action === 'promotion.export')?.after).toMatchObject({ rows: 2 });
  });

  it('is for administrators only; an unknown definition answers 404', async () => {
    expect(
      (await author.get(`/api/admin/export-report-promotion?promoDefinitionId=${standard}`)).statusCode,
    ).toBe(403);
    expect(
      (await t.client().get(`/api/admin/export-report-promotion?promoDefinitionId=${standard}`)).statusCode,
    ).toBe(401);
    const unknown = await admin.get(`/api/admin/export-report-promotion?promoDefinitionId=${NO_DEFINITION}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect((await admin.get('/api/admin/export-report-promotion')).statusCode).toBe(400);
  });
});
