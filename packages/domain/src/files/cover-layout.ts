/**
 * Where everything sits on a full cover: bleed, wrap, flaps, back panel, spine, front panel, the
 * safe zones and the barcode box. One layout for every drawing of a cover: the PDF template and the full cover
 * composed from separate covers (server), the template screen and the guides over an uploaded
 * cover (web).
 *
 * Rectangles are in inches, from the top left of the sheet (bleed included), to 1/10000 in. A
 * PDF (origin bottom left, in points) flips them: y_pdf = sheet height − y − h.
 *
 * Lines on a sheet, from the outside in:
 * - the sheet (`sheet`), bleed included;
 * - the cut (`cut`): where the printed sheet is cut, the sheet less the bleed;
 * - the trim (`trim`): the finished cover's outline, the flaps, panels and spine (inside the bleed
 *   and any case-laminate wrap, which folds round the boards); a PDF's TrimBox. Without a wrap it
 *   is the cut.
 * Safe zones keep SAFE_MARGIN_IN inside every edge and fold; on a hardcover the panels' spine
 * side also keeps clear of the hinge (the gutter), so the margin there is gutter + margin.
 */
import Decimal from 'decimal.js';
import type { CoverFormat, PaperColor, PrintColor } from '../projects/types';
import {
  BARCODE_AREA_IN,
  BLEED_IN,
  type FullCoverSize,
  fullCoverSize,
  SAFE_MARGIN_IN,
  spineTextAllowed,
} from './covers';

/** A rectangle in inches from the top left of the sheet. */
export interface CoverRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What a cover's layout depends on: the trim, the page count, the paper, the ink, the format. */
export interface CoverLayoutSpec {
  trim: { widthIn: number; heightIn: number };
  pageCount: number;
  paperColor: PaperColor;
  printColor: PrintColor;
  coverFormat: CoverFormat;
}

/** Text and important art stay inside these. */
export interface CoverSafeZones {
  back: CoverRect;
  front: CoverRect;
  /** The spine's, when the spine may carry text (null otherwise). */
  spine: CoverRect | null;
  /** The flaps' (dust jacket), back flap first; empty for other formats. */
  flaps: CoverRect[];
}

/** Where everything sits on a full cover: [flap] back | spine | front [flap], with wrap and bleed. */
export interface CoverLayout {
  size: FullCoverSize;
  /** The whole sheet, bleed included. */
  sheet: CoverRect;
  /** Where the printed sheet is cut: the sheet less the bleed. */
  cut: CoverRect;
  /** The finished cover's outline (inside bleed and wrap): the PDF TrimBox. */
  trim: CoverRect;
  back: CoverRect;
  spine: CoverRect;
  front: CoverRect;
  /** Dust-jacket flaps (back flap first); empty for other formats. */
  flaps: CoverRect[];
  safe: CoverSafeZones;
  /** The barcode box on the back cover, bottom right inside the back's safe zone. */
  barcode: CoverRect;
  /** Whether the spine may carry text (page count and width). */
  spineText: boolean;
}

/** Spine text keeps this far from each spine fold. */
export const SPINE_SAFE_INSET_IN = 0.0625;

const round4 = (d: Decimal.Value): number =>
  new Decimal(d).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();

function rect(x: Decimal.Value, y: Decimal.Value, w: Decimal.Value, h: Decimal.Value): CoverRect {
  return { x: round4(x), y: round4(y), w: round4(w), h: round4(h) };
}

function inset(r: CoverRect, d: Decimal.Value): CoverRect {
  const x = new Decimal(r.x).plus(d);
  const y = new Decimal(r.y).plus(d);
  return rect(
    x,
    y,
    new Decimal(r.w).minus(new Decimal(d).times(2)),
    new Decimal(r.h).minus(new Decimal(d).times(2)),
  );
}

/** The layout of a full cover, from the domain's cover size (`fullCoverSize`). */
export function coverLayout(spec: CoverLayoutSpec): CoverLayout {
  const size = fullCoverSize(spec.trim, spec.pageCount, spec.paperColor, spec.printColor, spec.coverFormat);
  const W = new Decimal(size.widthIn);
  const H = new Decimal(size.heightIn);
  const bleed = new Decimal(size.bleedIn);
  const edge = bleed.plus(size.wrapIn);
  const flapW = new Decimal(size.flapWidthIn);
  const panelW = new Decimal(size.coverWidthIn);
  const panelH = new Decimal(size.coverHeightIn);
  const spineW = new Decimal(size.spineIn);

  const flaps: CoverRect[] = [];
  if (flapW.gt(0)) flaps.push(rect(edge, edge, flapW, panelH));
  const backX = edge.plus(flapW);
  const spineX = backX.plus(panelW);
  const frontX = spineX.plus(spineW);
  if (flapW.gt(0)) flaps.push(rect(frontX.plus(panelW), edge, flapW, panelH));
  const back = rect(backX, edge, panelW, panelH);
  const spine = rect(spineX, edge, spineW, panelH);
  const front = rect(frontX, edge, panelW, panelH);

  const margin = new Decimal(SAFE_MARGIN_IN);
  const hinge = margin.plus(size.gutterIn);
  const safeY = edge.plus(margin);
  const safeW = panelW.minus(margin).minus(hinge);
  const safeH = panelH.minus(margin.times(2));
  const safeBack = rect(backX.plus(margin), safeY, safeW, safeH);
  const safeFront = rect(frontX.plus(hinge), safeY, safeW, safeH);
  const spineInset = new Decimal(SPINE_SAFE_INSET_IN);
  const spineText = spineTextAllowed(spec.pageCount) && spineW.gt(spineInset.times(2));
  const barcode = rect(
    new Decimal(safeBack.x).plus(safeBack.w).minus(BARCODE_AREA_IN.width),
    new Decimal(safeBack.y).plus(safeBack.h).minus(BARCODE_AREA_IN.height),
    BARCODE_AREA_IN.width,
    BARCODE_AREA_IN.height,
  );
  const sheet = rect(0, 0, W, H);
  return {
    size,
    sheet,
    cut: inset(sheet, bleed),
    trim: inset(sheet, edge),
    back,
    spine,
    front,
    flaps,
    safe: {
      back: safeBack,
      front: safeFront,
      spine: spineText
        ? rect(spineX.plus(spineInset), safeY, spineW.minus(spineInset.times(2)), safeH)
        : null,
      flaps: flaps.map((f) => inset(f, margin)),
    },
    barcode,
    spineText,
  };
}

/** A size in inches. */
export interface PanelSize {
  widthIn: number;
  heightIn: number;
}

/**
 * The sizes a separate front or back cover may have: the trim, the trim with
 * bleed on its three outer edges, or with bleed on all four (as an interior page with bleed).
 */
export function panelArtSizes(trim: PanelSize): { trim: PanelSize; bleed3: PanelSize; bleed4: PanelSize } {
  const b = new Decimal(BLEED_IN);
  const w = new Decimal(trim.widthIn);
  const h = new Decimal(trim.heightIn).plus(b.times(2));
  return {
    trim: { widthIn: trim.widthIn, heightIn: trim.heightIn },
    bleed3: { widthIn: round4(w.plus(b)), heightIn: round4(h) },
    bleed4: { widthIn: round4(w.plus(b.times(2))), heightIn: round4(h) },
  };
}
