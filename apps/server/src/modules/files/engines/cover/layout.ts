/**
 * Where everything is on a full cover, in PDF points (origin bottom left): bleed, wrap, flaps,
 * back panel, spine, front panel, safe zones and the barcode box. Shared by the template
 * generator and by the full cover composed from separate front and back covers.
 */
import {
  BARCODE_AREA_IN,
  BLEED_IN,
  type CoverFormat,
  type FullCoverSize,
  fullCoverSize,
  type PaperColor,
  type PrintColor,
  SAFE_MARGIN_IN,
  spineTextAllowed,
} from '@quire/domain';

export interface CoverTemplateSpec {
  trim: { widthIn: number; heightIn: number };
  pageCount: number;
  paper: PaperColor;
  color: PrintColor;
  coverFormat: CoverFormat;
  /** Printed in the template's heading, when given. */
  title?: string | null;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CoverLayout {
  size: FullCoverSize;
  /** The whole sheet, bleed included. */
  page: Rect;
  /** The finished cover's outline (inside bleed and wrap). */
  trim: Rect;
  back: Rect;
  spine: Rect;
  front: Rect;
  flaps: Rect[];
  /** Safe zones: text and important art stay inside. */
  safe: { back: Rect; front: Rect; spine: Rect | null; flaps: Rect[] };
  barcode: Rect;
  spineText: boolean;
}

export const PT = 72;

export function inset(r: Rect, d: number): Rect {
  return { x: r.x + d, y: r.y + d, width: r.width - 2 * d, height: r.height - 2 * d };
}

export function coverLayout(spec: CoverTemplateSpec): CoverLayout {
  const size = fullCoverSize(spec.trim, spec.pageCount, spec.paper, spec.color, spec.coverFormat);
  const edge = (size.bleedIn + size.wrapIn) * PT;
  const panelW = size.coverWidthIn * PT;
  const panelH = size.coverHeightIn * PT;
  const flapW = size.flapWidthIn * PT;
  const spineW = size.spineIn * PT;
  const page = { x: 0, y: 0, width: size.widthIn * PT, height: size.heightIn * PT };
  const trim = inset(page, edge);
  const flaps: Rect[] = [];
  let x = edge;
  if (flapW > 0) {
    flaps.push({ x, y: edge, width: flapW, height: panelH });
    x += flapW;
  }
  const back = { x, y: edge, width: panelW, height: panelH };
  const spine = { x: back.x + panelW, y: edge, width: spineW, height: panelH };
  const front = { x: spine.x + spineW, y: edge, width: panelW, height: panelH };
  if (flapW > 0) flaps.push({ x: front.x + panelW, y: edge, width: flapW, height: panelH });
  const margin = SAFE_MARGIN_IN * PT;
  // Keep clear of the hinge on hardcovers: the safe zone starts past the gutter on the spine side.
  const gutter = size.gutterIn * PT;
  const safeBack = inset(back, margin);
  safeBack.width -= gutter;
  const safeFront = inset(front, margin);
  safeFront.x += gutter;
  safeFront.width -= gutter;
  const spineInset = 0.0625 * PT;
  const spineText = spineTextAllowed(spec.pageCount) && spineW > 2 * spineInset;
  const barcode = {
    x: safeBack.x + safeBack.width - BARCODE_AREA_IN.width * PT,
    y: safeBack.y,
    width: BARCODE_AREA_IN.width * PT,
    height: BARCODE_AREA_IN.height * PT,
  };
  return {
    size,
    page,
    trim,
    back,
    spine,
    front,
    flaps,
    safe: {
      back: safeBack,
      front: safeFront,
      spine: spineText
        ? {
            x: spine.x + spineInset,
            y: spine.y + margin,
            width: spineW - 2 * spineInset,
            height: panelH - 2 * margin,
          }
        : null,
      flaps: flaps.map((f) => inset(f, margin)),
    },
    barcode,
    spineText,
  };
}

/** The sizes (in inches) a separate front or back cover may have: trim, or trim with bleed. */
export function panelArtSizes(trim: { widthIn: number; heightIn: number }) {
  const b = BLEED_IN;
  return {
    trim: { widthIn: trim.widthIn, heightIn: trim.heightIn },
    bleed3: { widthIn: trim.widthIn + b, heightIn: trim.heightIn + 2 * b },
    bleed4: { widthIn: trim.widthIn + 2 * b, heightIn: trim.heightIn + 2 * b },
  };
}
