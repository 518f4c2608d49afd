import { AppError, PROMO_SHEET_COLUMNS, PROMO_SHEET_MAX_ROWS, xmlSafeText } from '@quire/domain';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyByteEdits,
  applyMemberEdits,
  byteEdits,
  FUZZ_TIMEOUT_MS,
  memberEdit,
  runs,
  settle,
  unzip,
  within,
  zipOf,
} from '../src/modules/files/engines/test-fuzz';
import { type PromoSheetRow, readPromoSheet } from '../src/modules/promotions/promotions.sheet-reader';

/**
 * The spreadsheet of nominations (uploadPromoSheet) is read in the server's own thread, so the
 * reader is fuzzed here: any CSV text or bytes, and real workbooks damaged byte by byte or with a
 * part changed (the sheet, shared strings, workbook, styles). It answers rows or an AppError in
 * words (400, 413, 415), never another exception, within seconds; and cells written by a
 * spreadsheet come back as they were. No database is involved, so the file runs once (PGlite pass).
 */

const HEADER = [...PROMO_SHEET_COLUMNS];

/** The reader's contract: rows it could read, in order, or a file error. */
async function read(content: Buffer): Promise<PromoSheetRow[] | null> {
  const outcome = await within(settle(readPromoSheet(content)), 'reading the sheet');
  if (!outcome.ok) {
    expect(outcome.error).toBeInstanceOf(AppError);
    const error = outcome.error as AppError;
    expect([400, 413, 415]).toContain(error.status);
    expect(error.items[0]?.field).toBe('file');
    return null;
  }
  const rows = outcome.value;
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(PROMO_SHEET_MAX_ROWS);
  rows.forEach((r, i) => {
    expect(r.row).toBeGreaterThan(i === 0 ? 1 : rows[i - 1]!.row);
    for (const column of PROMO_SHEET_COLUMNS) expect(typeof r.cells[column]).toBe('string');
  });
  return rows;
}

/** A cell as a spreadsheet user may type it: any text XML and CSV can carry, often blank. */
const cellText = fc.oneof(
  fc.constant(''),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => xmlSafeText(s).replace(/\u007f/g, '')),
  fc.constantFrom('9781234567897', '1.99', '01/31/2027', 'true', '=1+1', '"quoted"', 'a,b', 'line\nbreak'),
);

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Nominations');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.skipIf(process.env.QUIRE_TEST_DB === 'postgres')(
  'the nominations spreadsheet reader, fuzzed',
  () => {
    let xlsxBase: Buffer;
    let xlsxMembers: [string, Buffer][];
    beforeAll(async () => {
      xlsxBase = await workbook([
        HEADER,
        ['9781234567897', 1.99, new Date(Date.UTC(2027, 0, 31)), true, { richText: [{ text: 'rich' }] }],
        ['9781234567880', { formula: '1+1' }, '02/01/2027', 'false', 'a comment'],
      ]);
      xlsxMembers = await unzip(xlsxBase);
    });

    it(
      'reads back every cell of a CSV a spreadsheet writes, trimmed, blank rows left out',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.array(cellText, { minLength: HEADER.length, maxLength: HEADER.length }), {
              maxLength: 12,
            }),
            fc.constantFrom('\n', '\r\n'),
            fc.boolean(),
            async (body, eol, bom) => {
              const text = stringify([HEADER, ...body], {
                record_delimiter: eol === '\n' ? 'unix' : 'windows',
              });
              const rows = await read(Buffer.from(`${bom ? '\uFEFF' : ''}${text}`));
              const expected = body
                .map((cells, i) => ({ row: i + 2, cells: cells.map((c) => c.trim()) }))
                .filter((r) => r.cells.some((c) => c !== ''));
              if (expected.length === 0) return void expect(rows).toBeNull();
              expect(rows?.map((r) => ({ row: r.row, cells: HEADER.map((h) => r.cells[h]) }))).toEqual(
                expected,
              );
            },
          ),
          { numRuns: runs(60) },
        );
      },
      FUZZ_TIMEOUT_MS,
    );

    it(
      'answers rows or a file error for any text or bytes sent as a CSV',
      async () => {
        const csvish = fc.oneof(
          fc.string({ unit: 'binary', maxLength: 400 }).map((s) => Buffer.from(`ean,promoPrice\n${s}`)),
          fc
            .array(fc.constantFrom('"', ',', '\n', '\r', 'ean', ' ', 'x', '\uFEFF', '""', '\t'), {
              maxLength: 80,
            })
            .map((parts) => Buffer.from(parts.join(''))),
          fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b)),
        );
        await fc.assert(
          fc.asyncProperty(csvish, async (content) => {
            await read(content);
          }),
          { numRuns: runs(60) },
        );
      },
      FUZZ_TIMEOUT_MS,
    );

    it(
      'reads back the text cells of a workbook',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.array(cellText, { minLength: HEADER.length, maxLength: HEADER.length }), {
              minLength: 1,
              maxLength: 6,
            }),
            async (body) => {
              const rows = await read(await workbook([HEADER, ...body]));
              const expected = body
                .map((cells, i) => ({ row: i + 2, cells: cells.map((c) => c.trim()) }))
                .filter((r) => r.cells.some((c) => c !== ''));
              if (expected.length === 0) return void expect(rows).toBeNull();
              expect(rows?.map((r) => ({ row: r.row, cells: HEADER.map((h) => r.cells[h]) }))).toEqual(
                expected,
              );
            },
          ),
          { numRuns: runs(20) },
        );
      },
      FUZZ_TIMEOUT_MS,
    );

    it(
      'answers rows or a file error for a workbook damaged in its bytes or in a part',
      async () => {
        const damage = fc.oneof(
          fc.record({ bytes: byteEdits }),
          fc.record({ parts: fc.array(memberEdit, { minLength: 1, maxLength: 3 }) }),
        );
        await fc.assert(
          fc.asyncProperty(damage, async (d) => {
            await read(
              'bytes' in d
                ? applyByteEdits(xlsxBase, d.bytes)
                : zipOf(applyMemberEdits(xlsxMembers, d.parts)),
            );
          }),
          { numRuns: runs(50) },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  },
);
