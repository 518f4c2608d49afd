import { formatDisplayDate, formatDisplayDateTime, type RoyaltyStatement } from '@quire/domain';
import {
  type PDFDocument as Doc,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { lineCells, monthInWords, STATEMENT_COLUMNS, totalCells } from './analytics.statements.columns';

/** The line under the totals: what the figures are. */
export const STATEMENT_NOTE =
  'Amounts in US dollars; royalties by the eBook price band or the print share in force on the day of each sale.';

// US Letter, landscape: the statements are in US dollars for a US operator.
const [PAGE_H, PAGE_W] = PageSizes.Letter;
const MARGIN = 36;
const ROW = 14;
const SIZE = 8;
/** Each column's width in points (720 in all: the page less its margins) and whether it is a figure. */
const COLUMNS: readonly { width: number; figure: boolean }[] = [
  { width: 132, figure: false },
  { width: 74, figure: false },
  { width: 36, figure: false },
  { width: 52, figure: false },
  { width: 60, figure: false },
  { width: 52, figure: false },
  { width: 46, figure: true },
  { width: 46, figure: true },
  { width: 66, figure: false },
  { width: 36, figure: true },
  { width: 60, figure: true },
  { width: 60, figure: true },
];
const PAD = 3;
/** Where the table starts on the first page (below the title block) and on the others. */
const FIRST_TABLE_TOP = PAGE_H - MARGIN - 112;
const OTHER_TABLE_TOP = PAGE_H - MARGIN - 24;
/** The footer's baseline; rows stay above it. */
const FOOTER_Y = MARGIN - 12;
const TABLE_BOTTOM = MARGIN + 6;

/** How many rows fit under the header row when the table starts at `top`. */
const rowsFrom = (top: number): number => Math.floor((top - ROW - TABLE_BOTTOM) / ROW);

/** Lines the first page and each later page hold (the header row repeats on every page). */
export const FIRST_PAGE_ROWS = rowsFrom(FIRST_TABLE_TOP);
export const OTHER_PAGE_ROWS = rowsFrom(OTHER_TABLE_TOP);

/**
 * How many pages a statement of `lines` lines takes: its rows (one "no sales" row when empty) and
 * then the totals row and the note, which need two rows' room on the last page.
 */
export function statementPageCount(lines: number): number {
  const rows = Math.max(lines, 1) + 2;
  if (rows <= FIRST_PAGE_ROWS) return 1;
  return 1 + Math.ceil((rows - FIRST_PAGE_ROWS) / OTHER_PAGE_ROWS);
}

const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);

/** The text with what the font (WinAnsi) cannot show replaced by '?'. */
function encodable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')].map((ch) => (set.has(ch.codePointAt(0) as number) ? ch : '?')).join('');
}

/** Shortens a cell to its width, ending with an ellipsis. */
function fit(font: PDFFont, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, SIZE) > width) t = t.slice(0, -1);
  return `${t}…`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** One table row at baseline `y`: each cell fitted, figures right-aligned. */
function drawRow(page: PDFPage, cells: readonly string[], y: number, font: PDFFont) {
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const col = COLUMNS[i] as { width: number; figure: boolean };
    const text = fit(font, encodable(font, cell), col.width - 2 * PAD);
    const w = font.widthOfTextAtSize(text, SIZE);
    page.drawText(text, { x: col.figure ? x + col.width - PAD - w : x + PAD, y, size: SIZE, font });
    x += col.width;
  });
}

function rule(page: PDFPage, y: number, thickness = 0.5) {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE_W - MARGIN, y },
    thickness,
    color: RULE,
  });
}

/** The status in words: "Final", or "Estimated until April 15, 2026". */
export function statusInWords(s: Pick<RoyaltyStatement, 'status' | 'finalAt'>): string {
  return s.status === 'FINAL' ? 'Final' : `Estimated until ${formatDisplayDate(s.finalAt)}`;
}

function drawTitleBlock(page: PDFPage, s: RoyaltyStatement, operatorName: string, f: Fonts) {
  const top = PAGE_H - MARGIN;
  const text = (t: string, y: number, size: number, font: PDFFont, color = rgb(0, 0, 0)) =>
    page.drawText(encodable(font, t), { x: MARGIN, y, size, font, color });
  text(operatorName, top - 12, 12, f.bold, GREY);
  text('Royalty statement', top - 36, 20, f.bold);
  const facts: [string, string][] = [
    ['Author', s.customerId],
    ['Month', monthInWords(s.month)],
    ['Status', statusInWords(s)],
  ];
  // A final statement never changes; an estimated one says how recent its figures are.
  if (s.status === 'ESTIMATED' && s.lastUpdated)
    facts.push(['Figures as of', formatDisplayDateTime(s.lastUpdated)]);
  facts.forEach(([label, value], i) => {
    const y = top - 58 - i * 13;
    text(`${label}:`, y, 10, f.bold);
    page.drawText(encodable(f.regular, value), { x: MARGIN + 80, y, size: 10, font: f.regular });
  });
}

function drawRunningHead(page: PDFPage, s: RoyaltyStatement, f: Fonts) {
  const head = `Royalty statement, ${monthInWords(s.month)}, author ${s.customerId} (continued)`;
  page.drawText(encodable(f.regular, head), {
    x: MARGIN,
    y: PAGE_H - MARGIN - 10,
    size: 9,
    font: f.regular,
    color: GREY,
  });
}

/** The header row at the top of a page's table; answers the first row's baseline. */
function drawHeader(page: PDFPage, top: number, f: Fonts): number {
  drawRow(page, STATEMENT_COLUMNS, top - ROW + 4, f.bold);
  rule(page, top - ROW, 0.8);
  return top - ROW - ROW + 4;
}

function addPage(doc: Doc): PDFPage {
  return doc.addPage([PAGE_W, PAGE_H]);
}

/**
 * A statement as a PDF: the operator's name, "Royalty statement", the author, the month in words
 * and its status, then the table (continued on as many pages as it needs, the header row on each),
 * the totals and what the figures are. Standard Helvetica, so nothing is embedded; a character
 * outside its WinAnsi set prints as '?'.
 */
export async function statementPdf(s: RoyaltyStatement, opts: { operatorName: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Royalty statement ${monthInWords(s.month)}`);
  doc.setAuthor(opts.operatorName);
  doc.setProducer('Quire');
  doc.setCreator('Quire royalty statements');
  const f: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  let page = addPage(doc);
  drawTitleBlock(page, s, opts.operatorName, f);
  let y = drawHeader(page, FIRST_TABLE_TOP, f);
  let left = FIRST_PAGE_ROWS;
  /** Room for `rows` more rows on this page, or a new page with the header row again. */
  const room = (rows: number) => {
    if (left >= rows) return;
    page = addPage(doc);
    drawRunningHead(page, s, f);
    y = drawHeader(page, OTHER_TABLE_TOP, f);
    left = OTHER_PAGE_ROWS;
  };
  const next = () => {
    y -= ROW;
    left -= 1;
  };

  if (s.lines.length === 0) {
    page.drawText('No sales, coupon sales or returns this month.', {
      x: MARGIN + PAD,
      y,
      size: SIZE,
      font: f.regular,
    });
    next();
  }
  for (const line of s.lines) {
    room(1);
    drawRow(page, lineCells(line), y, f.regular);
    next();
  }
  // The totals and the note stay together.
  room(2);
  rule(page, y + ROW - 4, 0.8);
  drawRow(page, totalCells(s.totals), y, f.bold);
  next();
  page.drawText(encodable(f.regular, STATEMENT_NOTE), {
    x: MARGIN + PAD,
    y: y - 4,
    size: SIZE,
    font: f.regular,
    color: GREY,
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const footer = `Page ${i + 1} of ${pages.length}`;
    const w = f.regular.widthOfTextAtSize(footer, SIZE);
    p.drawText(footer, { x: PAGE_W - MARGIN - w, y: FOOTER_Y, size: SIZE, font: f.regular, color: GREY });
  });
  return doc.save();
}
