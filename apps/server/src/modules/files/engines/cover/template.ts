/**
 * The book cover template: one PDF page of the full
 * cover's size with the bleed, the trim line, the spine and its folds, flaps or wrap for
 * hardcovers, the safe zones, the barcode box, and labels with every dimension. The page's
 * TrimBox and BleedBox are set, so layout programs that place the PDF see the trim.
 */
import {
  BARCODE_AREA_IN,
  COVER_FORMAT_LABELS,
  formatInches,
  PAPER_COLOR_LABELS,
  PRINT_COLOR_LABELS,
  SAFE_MARGIN_IN,
} from '@quire/domain';
import { degrees, PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { type CoverTemplateSpec, type PdfCoverLayout, PT, pdfCoverLayout, type Rect } from './layout';

const C = {
  bleed: rgb(1, 0.84, 0.84),
  wrap: rgb(1, 0.93, 0.8),
  flap: rgb(0.9, 0.95, 1),
  spine: rgb(0.9, 0.9, 0.9),
  safe: rgb(0.1, 0.4, 0.85),
  trim: rgb(0, 0, 0),
  text: rgb(0.15, 0.15, 0.15),
  red: rgb(0.75, 0.1, 0.1),
  white: rgb(1, 1, 1),
};

const inch = (v: number) => `${formatInches(v)} in`;
const dims = (w: number, h: number) => `${formatInches(w)} × ${formatInches(h)} in`;

function box(page: PDFPage, r: Rect, opts: { fill?: RGB; border?: RGB; dash?: number[]; width?: number }) {
  page.drawRectangle({
    ...r,
    ...(opts.fill ? { color: opts.fill } : {}),
    ...(opts.border ? { borderColor: opts.border, borderWidth: opts.width ?? 0.75 } : {}),
    ...(opts.dash ? { borderDashArray: opts.dash } : {}),
  });
}

function vline(page: PDFPage, x: number, y1: number, y2: number, color: RGB, dash?: number[]) {
  page.drawLine({
    start: { x, y: y1 },
    end: { x, y: y2 },
    thickness: 0.75,
    color,
    ...(dash ? { dashArray: dash } : {}),
  });
}

function centred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  size: number,
  cx: number,
  y: number,
  color = C.text,
) {
  const w = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: cx - w / 2, y, size, font, color });
}

function drawZones(page: PDFPage, l: PdfCoverLayout) {
  box(page, l.page, { fill: C.bleed });
  if (l.size.wrapIn > 0) box(page, l.cut, { fill: C.wrap });
  box(page, l.trim, { fill: C.white });
  for (const f of l.flaps) box(page, f, { fill: C.flap });
  box(page, l.spine, { fill: C.spine });
  // Trim line, and the folds of the spine and flaps.
  box(page, l.trim, { border: C.trim, width: 1 });
  const folds = [
    l.spine.x,
    l.spine.x + l.spine.width,
    ...(l.flaps.length ? [l.back.x, l.front.x + l.front.width] : []),
  ];
  for (const x of folds) vline(page, x, 0, l.page.height, C.trim, [4, 3]);
  // Safe zones.
  for (const r of [l.safe.back, l.safe.front, ...l.safe.flaps, ...(l.safe.spine ? [l.safe.spine] : [])]) {
    box(page, r, { border: C.safe, dash: [3, 2] });
  }
  if (l.size.gutterIn > 0) {
    const g = l.size.gutterIn * PT;
    vline(page, l.spine.x - g, l.back.y, l.back.y + l.back.height, C.red, [1, 2]);
    vline(page, l.spine.x + l.spine.width + g, l.front.y, l.front.y + l.front.height, C.red, [1, 2]);
  }
  box(page, l.barcode, { fill: C.white, border: C.trim });
}

function drawLabels(page: PDFPage, l: PdfCoverLayout, spec: CoverTemplateSpec, font: PDFFont, bold: PDFFont) {
  const s = l.size;
  const panel = dims(s.coverWidthIn, s.coverHeightIn);
  for (const [name, r] of [
    ['BACK COVER', l.back],
    ['FRONT COVER', l.front],
  ] as const) {
    const cy = r.y + r.height / 2;
    centred(page, bold, name, 14, r.x + r.width / 2, cy + 8);
    centred(page, font, panel, 9, r.x + r.width / 2, cy - 8);
  }
  const b = l.barcode;
  centred(page, font, 'Barcode area', 8, b.x + b.width / 2, b.y + b.height / 2 + 2);
  centred(
    page,
    font,
    dims(BARCODE_AREA_IN.width, BARCODE_AREA_IN.height),
    7,
    b.x + b.width / 2,
    b.y + b.height / 2 - 8,
  );
  const spineLabel = `SPINE ${inch(s.spineIn)}${l.spineText ? '' : ' (too narrow for text)'}`;
  const size = Math.min(9, Math.max(5, l.spine.width * 0.6));
  if (l.spine.width >= 8) {
    const w = font.widthOfTextAtSize(spineLabel, size);
    page.drawText(spineLabel, {
      x: l.spine.x + l.spine.width / 2 + size / 3,
      y: l.spine.y + l.spine.height / 2 - w / 2,
      size,
      font,
      color: C.text,
      rotate: degrees(90),
    });
  } else {
    centred(page, font, spineLabel, 7, l.spine.x + l.spine.width / 2, l.trim.y + 6);
  }
  for (const f of l.flaps)
    centred(page, font, `FLAP ${inch(s.flapWidthIn)}`, 9, f.x + f.width / 2, f.y + f.height / 2);
  const top = l.trim.y + l.trim.height;
  const title = spec.title ? encodable(font, spec.title).trim() : '';
  const lines = [
    `${title ? `${title} — ` : ''}Cover template: ${formatInches(spec.trim.widthIn)} × ${formatInches(spec.trim.heightIn)} in trim, ${spec.pageCount} pages, ${PAPER_COLOR_LABELS[spec.paper].toLowerCase()} paper, ${PRINT_COLOR_LABELS[spec.color]}, ${COVER_FORMAT_LABELS[spec.coverFormat]}`,
    `Full cover ${dims(s.widthIn, s.heightIn)} with ${inch(s.bleedIn)} bleed${s.wrapIn ? `, ${inch(s.wrapIn)} wrap` : ''}${s.flapWidthIn ? `, ${inch(s.flapWidthIn)} flaps` : ''}; spine ${inch(s.spineIn)}`,
    `Red: bleed (extend the background to the edge; it is cut off). Black: trim and folds. Dashed blue: safe zone, ${inch(SAFE_MARGIN_IN)} inside the trim.`,
    ...(s.wrapIn || s.gutterIn
      ? [
          `${s.wrapIn ? 'Orange: wrap, folded round the boards. ' : ''}Dotted red: hinge, ${inch(s.gutterIn)} each side of the spine; keep text clear.`,
        ]
      : []),
  ];
  const at = l.safe.back;
  let y = top - SAFE_MARGIN_IN * PT - 10;
  for (const line of lines) {
    const fitted = fit(font, line, 6.5, at.width);
    page.drawText(fitted, { x: at.x, y, size: 6.5, font, color: C.text });
    y -= 9;
  }
}

/** The text without the characters the (WinAnsi) font cannot show. */
function encodable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text].map((ch) => (set.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Shortens a line to fit a width, ending with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

/** Sets TrimBox and BleedBox on a full-cover page. */
export function setCoverBoxes(page: PDFPage, l: PdfCoverLayout): void {
  page.setBleedBox(l.page.x, l.page.y, l.page.width, l.page.height);
  page.setTrimBox(l.trim.x, l.trim.y, l.trim.width, l.trim.height);
}

export async function generateCoverTemplate(spec: CoverTemplateSpec): Promise<Uint8Array> {
  const l = pdfCoverLayout(spec);
  const doc = await PDFDocument.create();
  doc.setTitle(`Cover template ${formatInches(spec.trim.widthIn)} × ${formatInches(spec.trim.heightIn)} in`);
  doc.setProducer('Quire');
  doc.setCreator('Quire cover template generator');
  const page = doc.addPage([l.page.width, l.page.height]);
  setCoverBoxes(page, l);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  drawZones(page, l);
  drawLabels(page, l, spec, font, bold);
  return doc.save();
}
