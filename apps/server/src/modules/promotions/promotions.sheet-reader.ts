import {
  AppError,
  PROMO_MESSAGES as M,
  PROMO_SHEET_COLUMNS,
  PROMO_SHEET_MAX_BYTES,
  PROMO_SHEET_MAX_ROWS,
} from '@quire/domain';
import { CsvError, parse } from 'csv-parse/sync';
import type { CellValue, Buffer as ExcelBuffer } from 'exceljs';
import yauzl from 'yauzl';

/**
 * Reads an uploaded spreadsheet of nominations, taken as hostile: the kind is decided by the bytes
 * (an XLSX is a zip, a CSV is UTF-8 text), never by the name; the zip is inflated once under a
 * byte limit before the workbook is parsed (a small zip may inflate to gigabytes); formulas are
 * never evaluated, a formula cell is refused. Rows keep the numbers the spreadsheet shows them
 * under (the header is row 1); blank rows are skipped.
 */

export type PromoSheetColumn = (typeof PROMO_SHEET_COLUMNS)[number];

export interface PromoSheetRow {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  cells: Record<PromoSheetColumn, string>;
  /** A cell that cannot be read as a value (a formula), by column. */
  unreadable: Partial<Record<PromoSheetColumn, string>>;
}

/** What a workbook may inflate to, all entries together, and how many entries it may have. */
const XLSX_MAX_INFLATED_BYTES = 40 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 200;
/** CSV records read at most (blank lines count): past it the file has too many rows anyway. */
const CSV_MAX_RECORDS = (PROMO_SHEET_MAX_ROWS + 1) * 4;

const fileError = (description: string, code = 'VALIDATION', status = 400) =>
  new AppError([{ code, field: 'file', description }], status);
export const notSpreadsheet = () => fileError(M.sheetNotSpreadsheet, 'UNSUPPORTED_MEDIA_TYPE', 415);
export const tooLarge = () =>
  fileError(M.sheetTooLarge(PROMO_SHEET_MAX_BYTES / (1024 * 1024)), 'PAYLOAD_TOO_LARGE', 413);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The rows of a spreadsheet of nominations, or a file error in words. */
export async function readPromoSheet(content: Buffer): Promise<PromoSheetRow[]> {
  if (content.length > PROMO_SHEET_MAX_BYTES) throw tooLarge();
  if (content.length === 0) throw fileError(M.sheetNoHeader);
  const table = content.subarray(0, 4).equals(ZIP_MAGIC) ? await xlsxTable(content) : csvTable(content);
  return toRows(table);
}

/** A table of cells: rows by their spreadsheet number, each cell a string or a refusal. */
type Cell = { value: string } | { unreadable: string };
type Table = { row: number; cells: Cell[] }[];

function toRows(table: Table): PromoSheetRow[] {
  const header = table[0];
  if (header?.row !== 1) throw fileError(M.sheetNoHeader);
  const index = new Map<PromoSheetColumn, number>();
  header.cells.forEach((cell, i) => {
    const name = 'value' in cell ? cell.value.trim().toLowerCase() : '';
    const column = PROMO_SHEET_COLUMNS.find((c) => c.toLowerCase() === name);
    if (column && !index.has(column)) index.set(column, i);
  });
  if (!index.has('ean')) throw fileError(M.sheetNoHeader);

  const rows: PromoSheetRow[] = [];
  for (const line of table.slice(1)) {
    const blank = line.cells.every((c) => 'value' in c && c.value.trim() === '');
    if (blank) continue;
    if (rows.length === PROMO_SHEET_MAX_ROWS) throw fileError(M.sheetTooManyRows(PROMO_SHEET_MAX_ROWS));
    const cells = {} as Record<PromoSheetColumn, string>;
    const unreadable: PromoSheetRow['unreadable'] = {};
    for (const column of PROMO_SHEET_COLUMNS) {
      const at = index.get(column);
      const cell = at === undefined ? undefined : line.cells[at];
      cells[column] = cell && 'value' in cell ? cell.value.trim() : '';
      if (cell && 'unreadable' in cell) unreadable[column] = cell.unreadable;
    }
    rows.push({ row: line.row, cells, unreadable });
  }
  if (rows.length === 0) throw fileError(M.sheetEmpty);
  return rows;
}

function csvTable(content: Buffer): Table {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw notSpreadsheet();
  }
  // Text with control characters other than tab and line ends is a binary file in disguise.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw notSpreadsheet();
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      to: CSV_MAX_RECORDS,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw notSpreadsheet();
    throw error;
  }
  if (records.length >= CSV_MAX_RECORDS) throw fileError(M.sheetTooManyRows(PROMO_SHEET_MAX_ROWS));
  return records.map((cells, i) => ({ row: i + 1, cells: cells.map((value) => ({ value })) }));
}

async function xlsxTable(content: Buffer): Promise<Table> {
  await assertBoundedZip(content);
  // Loaded on the first upload, not at every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelBuffer);
  } catch {
    throw notSpreadsheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notSpreadsheet();
  if (sheet.actualRowCount > (PROMO_SHEET_MAX_ROWS + 1) * 4)
    throw fileError(M.sheetTooManyRows(PROMO_SHEET_MAX_ROWS));
  const table: Table = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    for (let col = 1; col <= row.cellCount; col += 1) cells.push(cellOf(row.getCell(col).value));
    table.push({ row: rowNumber, cells });
  });
  return table;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a date as MM/DD/YYYY (the workbook's day, kept in UTC by the parser); a formula refused. */
function cellOf(value: CellValue): Cell {
  if (value === null || value === undefined) return { value: '' };
  if (typeof value === 'string') return { value };
  if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value) };
  if (value instanceof Date)
    return {
      value: `${two(value.getUTCMonth() + 1)}/${two(value.getUTCDate())}/${value.getUTCFullYear()}`,
    };
  if ('formula' in value || 'sharedFormula' in value) return { unreadable: M.sheetFormula };
  if ('richText' in value) return { value: value.richText.map((r) => r.text).join('') };
  if ('text' in value && typeof value.text === 'string') return { value: value.text };
  if ('error' in value) return { unreadable: M.invalidDate };
  return { value: '' };
}

/**
 * Inflates every entry of the zip once, counting bytes: refuses a broken zip, too many entries, or
 * more than XLSX_MAX_INFLATED_BYTES in all (yauzl also refuses an entry longer than it declares).
 */
function assertBoundedZip(content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      content,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => {
        if (err || !zip) return reject(notSpreadsheet());
        if (zip.entryCount > XLSX_MAX_ENTRIES) {
          zip.close();
          return reject(notSpreadsheet());
        }
        let total = 0;
        let failed = false;
        const fail = (error: AppError) => {
          if (failed) return;
          failed = true;
          zip.close();
          reject(error);
        };
        zip.on('error', () => fail(notSpreadsheet()));
        zip.on('end', () => {
          if (!failed) resolve();
        });
        zip.on('entry', (entry: yauzl.Entry) => {
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          zip.openReadStream(entry, (e, stream) => {
            if (e || !stream) return fail(notSpreadsheet());
            stream.on('data', (chunk: Buffer) => {
              total += chunk.length;
              if (total > XLSX_MAX_INFLATED_BYTES) {
                stream.destroy();
                fail(tooLarge());
              }
            });
            stream.on('error', () => fail(notSpreadsheet()));
            stream.on('end', () => {
              if (!failed) zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}
